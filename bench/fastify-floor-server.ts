// The floor under the health benchmark: a bare Fastify server (no hooks, plugins, logger or
// database) answering GET /api/health with a small JSON body, and POST /api/events with 204.
// Prints its port on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', () => ({ status: 'ok' }));
// The analytics benchmark's floor: a batch's JSON parsed by Fastify and answered 204, nothing kept.
app.post('/api/events', (_request, reply) => reply.status(204).send());
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
