import { Type, type Static, type TSchema } from 'typebox';
import { exact } from './common';
import { ClaimBody } from './warrantyClaims';
import { PlaceOrderBody } from './partsOrder';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './partsCart';
import { FORM_FIELDS, type FormKind } from '../forms/unitFormFields';
import { CHECKLIST_COUNTS, CHECKLIST_GROUPS } from '../forms/checklists';
import { OPERATIONS } from '../forms/operations';

// The dealer API's writes: the screens' own records (the same fields, checked by the same rules
// on the server), each answered the same way to every repeat of its Idempotency-Key.

/** The Idempotency-Key every write needs: a new key per record, the same one for its retries. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 257,
    description:
      'A new unique key (a UUID) for each record, the same one for its retries: 1 to 255 printable ASCII characters, bare or as a structured-field string ("…")',
  }),
});

/** One field of a form as the screen sends it. */
function fieldSchema(type: string): TSchema {
  if (type === 'flag') return Type.Boolean();
  if (type === 'count') return Type.Union([Type.Number({ minimum: 0 }), Type.String()]);
  if (type === 'operation') return Type.Union([Type.Enum(OPERATIONS), Type.Literal('')]);
  if (type === 'checklists')
    return Type.Object(
      Object.fromEntries(
        CHECKLIST_GROUPS.map((g) => [
          g,
          Type.Optional(Type.Array(Type.Boolean(), { maxItems: CHECKLIST_COUNTS[g] })),
        ]),
      ),
      { description: 'each inspection checklist, one tick per line, in the order of the form' },
    );
  return Type.String({ maxLength: 2000 });
}

/** A PDI or a warranty registration: the screen's fields; the dealer is the client's, whatever
 * the form names. The rules (what is required, the certifications) are the screen's. */
const unitForm = (kind: FormKind, description: string) =>
  Type.Object(
    Object.fromEntries(
      FORM_FIELDS[kind].map((f) => [f.name, Type.Optional(fieldSchema(f.type))]),
    ) as Record<string, TSchema>,
    { ...exact, description },
  );

export const PdiV1 = unitForm(
  'pdi',
  "A pre-delivery inspection, as the PDI Submission screen sends it; dealerCode and dealerName are the client's dealer's",
);
export const RegistrationV1 = unitForm(
  'warranty',
  "A warranty registration, as the Warranty Registration screen sends it; dealerName is the client's dealer's",
);

/** A PDI or registration received: the record's id, the same for every repeat of its key. */
export const FormSentV1 = Type.Object(
  { id: Type.Integer({ description: 'the submission, as the changes feed names it' }) },
  exact,
);
export type FormSentV1 = Static<typeof FormSentV1>;

/** The multipart body of a claim: the claim as JSON, and its photos. */
export const ClaimFormV1 = Type.Object(
  {
    claim: ClaimBody,
    failurePhotos: Type.Array(Type.String({ contentMediaType: 'application/octet-stream' }), {
      minItems: 2,
      description: 'photos of the failure: pdf, jpg or png, each up to 10 MB',
    }),
    serialPhotos: Type.Array(Type.String({ contentMediaType: 'application/octet-stream' }), {
      minItems: 1,
      description: "photos of the machine's serial plate: pdf, jpg or png",
    }),
  },
  exact,
);

/** A claim filed: its number and the credit claimed, the same for every repeat of its key. */
export const ClaimFiledV1 = Type.Object(
  {
    claimNumber: Type.String({ description: "the claim's number, as the claims list shows it" }),
    creditCents: Type.Integer({ description: "the credit claimed, in the dealer's currency" }),
  },
  exact,
);
export type ClaimFiledV1 = Static<typeof ClaimFiledV1>;

/** A parts order: the checkout's fields and the lines to order (not the dealership's cart). */
export const PartsOrderV1 = Type.Object(
  {
    orderType: PlaceOrderBody.properties.orderType,
    serial: PlaceOrderBody.properties.serial,
    poNumber: PlaceOrderBody.properties.poNumber,
    shipTo: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "one of the dealer's ship-to addresses, by id; left out: its first, as the checkout offers it",
      }),
    ),
    shippingMethod: PlaceOrderBody.properties.shippingMethod,
    notes: PlaceOrderBody.properties.notes,
    lines: Type.Array(
      Type.Object(
        {
          partNumber: Type.String({
            minLength: 1,
            maxLength: 40,
            description: 'a superseded part is ordered as the part that replaces it last',
          }),
          quantity: Type.Integer({
            minimum: 1,
            maximum: CART_MAX_QUANTITY,
            description: "rounded up to the part's pack, as the cart rounds it",
          }),
        },
        exact,
      ),
      { minItems: 1, maxItems: CART_MAX_LINES },
    ),
  },
  exact,
);
export type PartsOrderV1 = Static<typeof PartsOrderV1>;
