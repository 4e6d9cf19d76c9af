import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

const Day = Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" });
const Text = (maxLength: number) => Type.String({ maxLength });

/** The `claim` field of `POST /service/claims` (JSON; the photos are the request's files). */
export const ClaimBody = Type.Object(
  {
    serial: Text(50),
    failureDate: Day,
    repairDate: Day,
    hours: Nullable(Type.Number()),
    failureKind: Type.Union([
      Type.Literal('majorDrive'),
      Type.Literal('hydraulic'),
      Type.Literal('other'),
      Type.Literal(''),
    ]),
    authorizationNumber: Text(50),
    complaint: Text(2000),
    cause: Text(2000),
    correction: Text(2000),
    parts: Type.Array(
      Type.Object(
        {
          partNumber: Text(50),
          quantity: Type.Number(),
          dealerCost: Type.Number(),
        },
        exact,
      ),
      { maxItems: 50 },
    ),
    labourHours: Nullable(Type.Number()),
  },
  exact,
);
export type ClaimBody = Static<typeof ClaimBody>;

/** The answer to a filed claim: its number; a repeat of the same submission answers the same. */
export const ClaimFiled = Type.Object(
  {
    message: Type.String(),
    claimNumber: Type.String(),
    creditCents: Type.Integer(),
  },
  exact,
);
export type ClaimFiled = Static<typeof ClaimFiled>;
