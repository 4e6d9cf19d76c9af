import { ROUTES } from '@portal/shared/jest/routes';
import { call, startServer, type TestServer } from './support/server';

// The component tests answer the browser's calls at the network boundary with the schemas of
// shared/jest/routes.ts: each route there must answer, in the API's own document, with that
// status and that schema (or content type), or those tests would check against the wrong shape.

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
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

/** The schema as the document writes it: JSON (TypeBox's own symbols left out), and a `const`
 * written as an enum of one (the document's generator does so). */
const documented = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || !('const' in value)) return value;
    const { const: only, ...rest } = value as { const: unknown };
    return { ...rest, enum: [only] };
  });

describe('the component tests’ routes (shared/jest/routes.ts) answer as the API does', () => {
  it.each(Object.entries(ROUTES))('%s', (route, expected) => {
    const [method, path] = route.split(' ');
    const operation = doc.paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
    expect(operation).toBeDefined();
    const answer = operation!.responses?.[String(expected.status)];
    expect(answer).toBeDefined();
    if ('type' in expected) {
      expect(Object.keys(answer!.content ?? {})).toContain(expected.type);
      return;
    }
    // A 204 has no body in the document; the tests send none either.
    if (expected.status === 204) return expect(answer!.content).toBeUndefined();
    expect(answer!.content?.['application/json']?.schema).toEqual(documented(expected.schema));
  });
});
