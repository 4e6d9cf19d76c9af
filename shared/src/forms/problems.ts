// The one resolver every form of the portal runs, in the browser and in the API: a valibot
// schema checks the values, and each failing field reads the message its schema carries, as the
// spec words it. Every "missing" problem (empty, unticked, incomplete) comes before every
// "invalid" one (not an address, not one of the options), each group in the schema's field
// order: the order the spec lists its messages in. Valibot rather than TypeBox here: these
// schemas run in every area's browser bundle (docs/decisions/0037).
import * as v from 'valibot';

/** The checks that mean "missing" rather than "wrong". */
const MISSING = new Set(['min_length', 'literal', 'length', 'every_item']);

export type FormSchema = v.GenericSchema;

/** Filled in (the callers trim texts first): a required text, optionally matching a pattern. */
export const requiredText = (required: string, more?: { pattern: RegExp; invalid: string }) =>
  more
    ? v.pipe(v.string(), v.minLength(1, required), v.regex(more.pattern, more.invalid))
    : v.pipe(v.string(), v.minLength(1, required));

/** Empty, or matching the pattern. */
export const optionalText = (pattern: RegExp, invalid: string) =>
  v.pipe(
    v.string(),
    v.check((s) => s === '' || pattern.test(s), invalid),
  );

/** Ticked. */
export const ticked = (required: string) => v.literal(true, required);

/** Each failing field's message, "missing" ones first (or, with `order: 'schema'`, in the
 * schema's field order alone), keyed by the field's dot path ('checklists.tub'). Every field is
 * checked; within one, the first failing check speaks. */
export function problemsOf(
  schema: FormSchema,
  value: unknown,
  { order = 'missingFirst' }: { order?: 'missingFirst' | 'schema' } = {},
): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  const found: { field: string; invalid: boolean; message: string }[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (!field || found.some((p) => p.field === field)) continue;
    found.push({ field, invalid: !MISSING.has(issue.type), message: issue.message });
  }
  // A stable sort: within each kind, the schema's order stays.
  if (order === 'missingFirst') found.sort((a, b) => Number(a.invalid) - Number(b.invalid));
  return Object.fromEntries(found.map((p) => [p.field, p.message]));
}
