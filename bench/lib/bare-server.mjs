// The limit the API is compared with: a bare Fastify route (same Fastify as the API) returning
// the same JSON from memory. Run as a child process: node bare-server.mjs <port> <json-file>.
import { readFileSync } from 'node:fs';
import { fromApi } from './paths.mjs';

const Fastify = fromApi('fastify');
const [port, file] = process.argv.slice(2);
const body = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
