import Fastify from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { registerContract } from '../src/plugins/contract';
import { registerErrors } from '../src/plugins/errors';
import { call, startServer, type TestServer } from './support/server';

// The schemas are the contract. Every operation of the OpenAPI document describes its
// answer, and the API's tests check every JSON answer against its schema (CHECK_ANSWERS=1).

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await startServer();
  const r = await call<Document>(server, 'GET', '/docs/json');
  expect(r.status).toBe(200);
  doc = r.body;
});
afterAll(() => server.stop());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      op,
    })),
  );

describe('the OpenAPI document describes every operation', () => {
  it('lists every route of the API', () => {
    expect(operations().length).toBeGreaterThanOrEqual(52);
  });

  it('gives each an operationId (unique), a summary and a tag defined at the top level', () => {
    const defined = new Set((doc.tags ?? []).map((t) => t.name));
    const ids = new Set<string>();
    const faults: string[] = [];
    for (const { name, op } of operations()) {
      if (!op.operationId) faults.push(`${name}: no operationId`);
      else if (ids.has(op.operationId)) faults.push(`${name}: operationId ${op.operationId} twice`);
      ids.add(op.operationId ?? '');
      if (!op.summary) faults.push(`${name}: no summary`);
      if (!op.tags?.length || !op.tags.every((t) => defined.has(t)))
        faults.push(`${name}: tag ${op.tags} not defined at the top level`);
    }
    expect(faults).toEqual([]);
  });

  it('describes the success answer of each (a 204 has none) and the shared error answer', () => {
    const faults: string[] = [];
    for (const { name, op } of operations()) {
      const responses = op.responses ?? {};
      const success = Object.entries(responses).filter(([code]) => /^2\d\d$/.test(code));
      if (success.length === 0) faults.push(`${name}: no 2xx response schema`);
      for (const [code, answer] of success)
        if (code !== '204' && !Object.values(answer.content ?? {}).some((c) => c.schema))
          faults.push(`${name}: ${code} without a schema`);
      if (!responses['4XX']?.content?.['application/json']?.schema)
        faults.push(`${name}: no error answer`);
    }
    expect(faults).toEqual([]);
  });
});

describe('answers are checked against their schema in the tests', () => {
  // The check itself, on a route whose answer breaks its schema: without it, every API test
  // would pass with answers the browser's types do not describe.
  it('turns an answer with a field the schema does not name, or of the wrong type, into a 500', async () => {
    const app = Fastify();
    await registerErrors(app);
    await registerContract(app, true);
    const Answer = Type.Object({ id: Type.Integer() }, { additionalProperties: false });
    app.get('/good', { schema: { response: { 200: Answer } } }, async () => ({ id: 1 }));
    app.get('/extra', { schema: { response: { 200: Answer } } }, async () => ({ id: 1, more: 2 }));
    app.get('/wrong', { schema: { response: { 200: Answer } } }, async () => ({ id: 'one' }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const good = await fetch(`${url}/good`);
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ id: 1 });
      expect((await fetch(`${url}/extra`)).status).toBe(500);
      expect((await fetch(`${url}/wrong`)).status).toBe(500);
    } finally {
      await app.close();
    }
  });
});
