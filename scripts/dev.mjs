// `npm run dev`: the API server reloading on change (port 3001) behind Vite's dev server (port 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    // The pages come from Vite's port: it is the app's own origin for commands and the socket, and mails link to it.
    env: { PUBLIC_URL: `http://localhost:${process.env.PORT ?? '3000'}`, ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
