import { Type, type Static, type TSchema } from 'typebox';
import { exact, Nullable } from './common';
import { API_CLIENT_ROLES, API_SCOPES } from '../accessApi';
import { InvoiceWire } from './invoices';
import { StockUnitWire } from './wholegoods';

/** An API client as the admin routes list it (never its secret). */
export const ApiClientWire = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.String(),
    name: Type.String(),
    dealerId: Type.Integer(),
    role: Type.Enum(API_CLIENT_ROLES),
    scopes: Type.Array(Type.String()),
    requestsPerMinute: Type.Integer(),
    createdBy: Type.String(),
    createdAt: Type.String(),
    secretRotatedAt: Nullable(Type.String()),
    revokedAt: Nullable(Type.String()),
    lastUsedAt: Nullable(Type.String()),
  },
  exact,
);
export type ApiClientWire = Static<typeof ApiClientWire>;

export const NewApiClient = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    dealerId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    role: Type.Enum(API_CLIENT_ROLES),
    scopes: Type.Array(Type.Enum(API_SCOPES), {
      minItems: 1,
      maxItems: API_SCOPES.length,
      uniqueItems: true,
    }),
    requestsPerMinute: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  exact,
);
export type NewApiClient = Static<typeof NewApiClient>;

/** A client with its secret: answered once, at creation and at each rotation. */
export const ApiClientSecret = Type.Object(
  { client: ApiClientWire, clientSecret: Type.String() },
  exact,
);
export type ApiClientSecret = Static<typeof ApiClientSecret>;

/** RFC 6749 §5.1: a successful token answer. */
export const TokenAnswer = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'seconds' }),
    scope: Type.String({ description: 'the scopes granted, space separated' }),
  },
  exact,
);
export type TokenAnswer = Static<typeof TokenAnswer>;

/** RFC 6749 §5.2: a refused token request. */
export const TokenError = Type.Object(
  {
    error: Type.Enum([
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
    ] as const),
    error_description: Type.String(),
  },
  { ...exact, $id: 'TokenError' },
);
export type TokenError = Static<typeof TokenError>;

/** RFC 6749 §4.4.2: the token request's form fields (the client may authenticate by Basic instead). */
export const TokenRequest = Type.Object({
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  scope: Type.Optional(Type.String({ maxLength: 1000 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TokenRequest = Static<typeof TokenRequest>;

/** RFC 9457: every refusal of the dealer API. */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'a URI naming the kind of problem' }),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.String(),
    instance: Type.Optional(Type.String()),
    errors: Type.Optional(
      Type.Array(
        Type.Object(
          { field: Type.String(), message: Type.String() },
          { ...exact, description: 'one field of the request and what is wrong with it' },
        ),
      ),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
);
export type Problem = Static<typeof Problem>;

/** The paging of every list: an opaque cursor from the previous page's `next`. */
export const CursorQuery = Type.Object({
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

/** One page of a list: `next` is the cursor of the following page, null after the last. */
export const CursorPage = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), next: Nullable(Type.String()) }, exact);

/** A signed link to a PDF: opens without a token until `expiresAt`. */
export const PdfLink = Type.Object({ url: Type.String(), expiresAt: Type.String() }, exact);

export const StatementV1 = Type.Object(
  { name: Type.String(), statementDate: Type.String(), pdf: PdfLink },
  exact,
);

/** A change of the dealer's records: which record, what happened, and where the feed stands. */
export const ChangeWire = Type.Object(
  {
    id: Type.String({ description: 'stable: de-duplicate by it' }),
    kind: Type.String(),
    occurredAt: Type.String(),
    subject: Type.String({ description: 'the record it is about' }),
    cursor: Type.String({ description: 'read on with `after` set to it' }),
  },
  exact,
);
export const ChangesPage = Type.Object(
  { changes: Type.Array(ChangeWire), next: Type.String() },
  exact,
);
export type ChangesPage = Static<typeof ChangesPage>;

/** An invoice as the Invoices screen reads it, with a signed link to its PDF. */
export const InvoiceV1 = Type.Object(
  { ...InvoiceWire.properties, pdf: PdfLink },
  { ...exact, description: 'an invoice, with a signed link to its PDF' },
);

/** A stock unit as My Dealer Inventory reads it, with the inventory it is listed in. */
export const InventoryUnitV1 = Type.Object(
  {
    ...StockUnitWire.properties,
    kind: Type.Union([
      Type.Literal('pulltype'),
      Type.Literal('truckmount'),
      Type.Literal('stationary'),
    ]),
  },
  exact,
);

/** The catalogue's list: a language for the descriptions (English unless asked). */
export const CatalogV1Query = Type.Object({
  ...CursorQuery.properties,
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr')])),
});
