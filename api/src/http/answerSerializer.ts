import fastJson, { type Schema as JsonSchema } from 'fast-json-stringify';

type Schema = Record<string, unknown>;
type Serializer = (value: unknown) => string;

/**
 * What leaves the server is what the contract names: every JSON answer is written by
 * fast-json-stringify from its route's response schema (shared/src/contract), which writes the
 * properties a schema names and no others. A field a mapper adds without the contract is not sent.
 *
 * The schemas say `additionalProperties: false` (answers are described exactly; the API's tests
 * check every answer against them). fast-json-stringify chooses an `anyOf` branch (a list's
 * array or page, a nullable value, the machine's clock) by validating the value against each
 * branch, and a field no branch names would then match none: a 500 instead of a dropped field.
 * So the serializer is built from a copy without that keyword; the unnamed field is dropped all
 * the same, since fast-json-stringify writes only named properties unless a schema allows more.
 */
export function withoutClosedObjects<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const open: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema))
    if (!(key === 'additionalProperties' && value === false))
      open[key] = withoutClosedObjects(value);
  return open as T;
}

/**
 * Fastify's serializer factory (its `schemaController.compilersFactory.buildSerializer`): the
 * same as its default, fast-json-stringify per route and status, on the open copies, but built at
 * a route's first answer rather than at start. Building all of them took about 450 ms of the
 * ~3.7 s of CPU a start costs, for routes most processes' first minutes never answer (the API
 * tests start ~90 servers per database engine); a first answer pays a few milliseconds instead.
 * A schema fast-json-stringify cannot build now fails that route's first answer instead of the
 * start: the API tests reach them (every read of the access table answers its own dealer in
 * security/access.test.ts; every route answers bad input in security/fuzz.test.ts).
 */
export function buildAnswerSerializer(externalSchemas?: unknown) {
  const shared = withoutClosedObjects(externalSchemas ?? {});
  const build = (schema: unknown): Serializer =>
    fastJson(withoutClosedObjects(schema as JsonSchema), {
      schema: shared as Record<string, JsonSchema>,
    });
  return ({ schema }: { schema?: unknown }): Serializer => {
    let write: Serializer | undefined;
    return (value) => (write ??= byJavaScriptType(schema, build) ?? build(schema))(value);
  };
}

/**
 * A list answers an array or a page: fast-json-stringify would choose between them by validating
 * the whole value against each branch (every row, each request). When the top-level branches
 * differ by JavaScript type (one array, one object), the type alone chooses, before serializing.
 */
function byJavaScriptType(
  schema: unknown,
  build: (schema: unknown) => Serializer,
): Serializer | undefined {
  const branches = (schema as { anyOf?: { type?: unknown }[] } | undefined)?.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const array = branches.find((branch) => branch.type === 'array');
  const object = branches.find((branch) => branch.type === 'object');
  if (!array || !object) return undefined;
  const writeArray = build(array);
  const writeObject = build(object);
  return (value) => (Array.isArray(value) ? writeArray(value) : writeObject(value));
}

const rowSerializers = new WeakMap<object, Serializer>();

/** The serializer of one schema (a whole list's row, written a row at a time), built once. */
export function serializerOf(schema: object): Serializer {
  let serialize = rowSerializers.get(schema);
  if (!serialize) rowSerializers.set(schema, (serialize = buildAnswerSerializer()({ schema })));
  return serialize;
}
