// A loopback SMTP server that speaks just enough RFC 5321 for nodemailer, and records messages.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FakeSmtp {
  url: string;
  messages: Array<{ from: string; to: string[]; data: string }>;
  close(): Promise<void>;
}

/** `rejectData`: answer the message with 554, as a mail server refusing it would. */
export async function startFakeSmtp(options: { rejectData?: boolean } = {}): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (options.rejectData) socket.write('554 5.7.1 message refused\r\n');
          else {
            messages.push(current);
            socket.write('250 2.0.0 queued\r\n');
          }
          current = { from: '', to: [], data: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
