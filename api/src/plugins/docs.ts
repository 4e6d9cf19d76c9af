import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config';

/** The operations' groups, in the order the document lists them. */
export const TAGS = [
  { name: 'auth', description: 'Sign-in, token refresh and sign-out (spec 000 §1, §7).' },
  { name: 'users', description: 'User management and password changes (spec 001 §2).' },
  { name: 'dealers', description: 'Dealer records and the staff dealer picker.' },
  { name: 'home', description: 'The home page: summary card counts.' },
  { name: 'notifications', description: 'Promotions and announcements of the home page.' },
  { name: 'wholegoods', description: 'Wholegoods orders, stock units and inventory.' },
  { name: 'parts', description: 'Parts order lines and grouped parts orders.' },
  {
    name: 'parts-catalogue',
    description: "The parts catalogue: search, a part's page with the dealer's prices, diagrams.",
  },
  {
    name: 'parts-cart',
    description:
      "The dealership's shared parts cart: add lines in bulk, change them on its version.",
  },
  {
    name: 'parts-orders',
    description:
      'Placing the cart as a parts order: the checkout, the PO check, and the idempotent placing.',
  },
  { name: 'invoices', description: 'Finance invoices.' },
  { name: 'claims', description: 'Service warranty calls.' },
  {
    name: 'machines',
    description: "One machine's whole record, and the top bar's search by number.",
  },
  { name: 'rewards', description: 'The rewards program counters.' },
  { name: 'resources', description: 'Sales staff, dealer profile and user records.' },
  { name: 'files', description: 'Generated PDFs: find, read and signed links.' },
  { name: 'documents', description: 'The document library.' },
  { name: 'forms', description: 'PDI, warranty registration and support requests.' },
  { name: 'audit', description: 'The audit log of staff actions.' },
  { name: 'health', description: 'Liveness and readiness.' },
  { name: 'import', description: "The import feed from the manufacturer's systems." },
  {
    name: 'integration',
    description:
      "The submissions' events for the manufacturer's systems: pulled, or sent by webhook.",
  },
  { name: 'reports', description: "Real users' loads, errors and Web Vitals per area." },
  {
    name: 'api-clients',
    description: "The dealer API's clients: made, rotated and revoked by admins.",
  },
  {
    name: 'deployments',
    description: "Each area's current and previous builds with their health.",
  },
] as const;

/** OpenAPI generated from the routes' schemas (shared/src/contract), served at {prefix}/docs. */
export async function registerDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dealer Portal API',
        version: '0.1.0',
        description:
          'The dealer portal API. Every answer is described by the shared wire contract; errors answer `{ statusCode, error, message }`.',
        contact: { name: 'Dealer Portal team', email: 'portal@supreme-dealers.example.com' },
      },
      servers: [{ url: '/' }],
      tags: [...TAGS],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
        },
      },
    },
    // A wildcard route ('/api/blob/*') is a path parameter named `path` in the document: OpenAPI
    // has no wildcard, and '{*}' is not a parameter name.
    transform: ({ schema, url }) => {
      // The dealer API has a document of its own (plugins/dealerApiDocument.ts).
      if (url.startsWith(`${config.prefix}/v1/`))
        return { schema: { ...schema, hide: true } as typeof schema, url };
      if (!url.endsWith('*')) return { schema, url };
      const params = (schema as { params?: { properties?: Record<string, unknown> } })?.params;
      const { '*': wildcard, ...rest } = params?.properties ?? {};
      return {
        schema: {
          ...schema,
          params: { ...params, properties: { ...rest, path: wildcard }, required: ['path'] },
        },
        url: `${url.slice(0, -1)}:path`,
      };
    },
    // Shared schemas (the error answer) keep their own names in components.schemas.
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: `${config.prefix}/docs` });
}
