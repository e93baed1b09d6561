// The floor under the health benchmark: a bare Fastify server (no hooks, plugins, logger or
// database) answering GET /api/health with a small JSON body. Prints its port on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', () => ({ status: 'ok' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
