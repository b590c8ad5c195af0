import Fastify from 'fastify';

/**
 * The ceiling: Fastify with the same body limit as the real server, parsing
 * the same JSON bodies and answering 200 with a small JSON body, nothing else.
 * `node bench/ingest/bare-server.ts <port>`
 */
const port = Number(process.argv[2]);
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post('/api/ingest/ttn', async () => ({ stored: 1, duplicates: 0 }));
await app.listen({ port, host: '127.0.0.1' });
console.log('bare fastify listening');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
