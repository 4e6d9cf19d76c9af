import { Type, type Static, type TSchema } from 'typebox';

/**
 * The wire contract: one TypeBox schema per answer and body, used by the API's routes (they
 * validate and document with them) and, as types only (`import type`, `Static<>`), by the
 * browser, so no schema code reaches a bundle. Wire names are the spec's, to the letter.
 */

/** Answers are described exactly: a field the schema does not name is a contract fault (the API's
 * tests check every answer against its schema: api/src/plugins/contract.ts). */
export const exact = { additionalProperties: false } as const;

/** A value that may be missing in the source system: its type, or null. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Every error answer of the API (api/src/plugins/errors.ts). */
export const ErrorAnswer = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    message: Type.String(),
  },
  {
    ...exact,
    $id: 'ErrorAnswer',
    description: 'The error: a status, its name and a message for the user.',
  },
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** A text answer: what the screen shows after the action. */
export const MessageAnswer = Type.Object({ message: Type.String() }, exact);
export type MessageAnswer = Static<typeof MessageAnswer>;

/** One page of a list: the rows and where they are in the whole. */
export const Page = <T extends TSchema>(row: T) =>
  Type.Object(
    {
      rows: Type.Array(row),
      total: Type.Integer({ minimum: 0 }),
      more: Type.Optional(
        Type.Boolean({
          description:
            'True when `total` counts only the first matches (a search counts up to a cap): more match, and the pages stop at `total`',
        }),
      ),
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1 }),
    },
    exact,
  );
/** One page of rows of type `W`: what `Page(row)` describes. */
export type PageOf<W> = Omit<Static<ReturnType<typeof Page<TSchema>>>, 'rows'> & { rows: W[] };

/** A list route: the whole list without `page`, one page with it. */
export const ListAnswer = <T extends TSchema>(row: T) => Type.Union([Type.Array(row), Page(row)]);
