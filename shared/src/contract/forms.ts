import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

/** The answer to a sent form: its record id, unless it was a repeat already stored. */
export const FormReceived = Type.Object(
  {
    message: Type.String(),
    id: Type.Optional(Type.Integer()),
  },
  exact,
);
export type FormReceived = Static<typeof FormReceived>;

/** A stored PDI, registration or support request, as admins trace them. */
export const SubmissionWire = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    dealerId: Nullable(Type.Integer()),
    userEmail: Nullable(Type.String()),
    payload: Type.Unknown(),
    createdAt: Type.String({ description: 'ISO 8601 date and time' }),
  },
  exact,
);
export type SubmissionWire = Static<typeof SubmissionWire>;
