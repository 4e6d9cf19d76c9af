// A webhook receiver on loopback for the bench runs: each delivery's signature is checked with the
// standardwebhooks package (an implementation of Standard Webhooks that is not the portal's), a
// verified one is handed to `onEvent` and answered 204, any other answered 400 and counted.
import http from 'node:http';
import { fromApi } from './paths.mjs';

const { Webhook } = fromApi('standardwebhooks');

/** @param {number} port @param {(event: { id: string, data: Record<string, unknown> }, arrived: number) => void} onEvent */
export function webhookReceiver(port, onEvent) {
  const receiver = {
    attempts: 0,
    badSignatures: 0,
    /** Connections cut by `kill()`. */
    cut: 0,
    verify: null,
    server: null,
    /** Checks signatures with the endpoint's secret from here on. */
    secret(secret) {
      receiver.verify = new Webhook(secret);
    },
    up() {
      receiver.server = http.createServer(receive);
      receiver.server.on('connection', (s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      return new Promise((r) => receiver.server.listen(port, '127.0.0.1', r));
    },
    /** As a crash would: every open connection cut mid-request, then no one listening. */
    kill() {
      receiver.cut += sockets.size;
      for (const s of sockets) s.destroy();
      receiver.server.close();
    },
  };
  const sockets = new Set();
  function receive(req, res) {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const arrived = performance.now();
      receiver.attempts++;
      let event;
      try {
        event = receiver.verify.verify(body, req.headers);
      } catch {
        receiver.badSignatures++;
        res.writeHead(400).end();
        return;
      }
      onEvent(event, arrived);
      res.writeHead(204).end();
    });
  }
  return receiver;
}
