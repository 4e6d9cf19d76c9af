import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';
import { LanguageWire, RoleWire } from './users';

export const Credentials = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type Credentials = Static<typeof Credentials>;

/** Requirements 000 §7's login answer, but the refresh token: it travels in an HttpOnly cookie only. */
export const LoginAnswer = Type.Object(
  {
    token: Type.String(),
    role: RoleWire,
    dealerId: Nullable(Type.Integer()),
    requirePasswordChange: Type.Boolean(),
    email: Type.String(),
    id: Type.Integer(),
    name: Type.String(),
    /** The user's language, from their record: the portal switches to it at sign-in. */
    language: LanguageWire,
  },
  exact,
);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const TokenAnswer = Type.Object({ token: Type.String() }, exact);
export type TokenAnswer = Static<typeof TokenAnswer>;

export const ValidateBody = Type.Object({ token: Type.String({ maxLength: 4096 }) });

/** Whether a token is good, and whose it is when it is. */
export const ValidateAnswer = Type.Object(
  {
    valid: Type.Boolean(),
    userId: Type.Optional(Type.Integer()),
    role: Type.Optional(RoleWire),
    dealerId: Type.Optional(Nullable(Type.Integer())),
    email: Type.Optional(Type.String()),
    exp: Type.Optional(Type.Integer({ description: 'Expiry, seconds since 1970' })),
  },
  exact,
);
export type ValidateAnswer = Static<typeof ValidateAnswer>;
