import Fastify from 'fastify';

// The yardstick: a bare Fastify endpoint answering a small JSON, on the same runtime and machine as the
// shop. Every shop figure is printed as a ratio to it, so the ratios survive noisy, shared machines.
const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'ok', currency: 'USD', items: [1, 2, 3] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
