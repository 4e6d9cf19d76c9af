// The limit the API is compared with: a bare Fastify route (same Fastify as the API) sending, from
// memory, the bodies the portal sent with the headers it sent them with, in turn (one body for a
// repeated URL, many for random pages). Run as a child process:
//   node bare-server.mjs <port> <samples.json>   samples: [{ headers, body }], or { headers, base64 }
//   for bytes sent as they are (an answer compressed as the portal sent it)
import { readFileSync } from 'node:fs';
import { fromApi } from './paths.mjs';

const Fastify = fromApi('fastify');
const [port, file] = process.argv.slice(2);
const samples = JSON.parse(readFileSync(file, 'utf8')).map((s) =>
  s.base64 === undefined ? s : { headers: s.headers, body: Buffer.from(s.base64, 'base64') },
);
let next = 0;
const app = Fastify({ logger: false });
app.get('/bare', (_req, reply) => {
  const s = samples[next++ % samples.length];
  reply.headers(s.headers).send(s.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
