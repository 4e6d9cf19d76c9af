import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { exact, Nullable } from './common';

/** The roles of requirements 000 §6, as the API stores and sends them. */
export const RoleWire = Type.Enum(ROLES);

/** The portal's languages: the user's record keeps one; it picks the portal's texts
 * at sign-in and the language of the e-mails sent to that user. */
export const USER_LANGUAGES = ['en', 'fr-CA'] as const;
export const LanguageWire = Type.Enum(USER_LANGUAGES, {
  description: "The user's language: 'en' (English) or 'fr-CA' (French, Canada)",
});
export type LanguageWire = Static<typeof LanguageWire>;

/** A user's record as a dealer's profile page reads it (requirements 001 §3). */
export const ProfileUserWire = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    title: Type.String(),
    department: Type.String(),
    role: RoleWire,
    tradingPartnerId: Nullable(Type.Integer()),
  },
  exact,
);

export type ProfileUserWire = Static<typeof ProfileUserWire>;

/** User on the wire (requirements 001 §3): the profile, its dealer's code and the last sign-in. */
export const UserWire = Type.Object(
  {
    ...ProfileUserWire.properties,
    tpNameX: Nullable(Type.String()),
    lastLoginTime: Nullable(Type.String({ description: 'ISO 8601 date and time' })),
    language: LanguageWire,
  },
  exact,
);
export type UserWire = Static<typeof UserWire>;

/** What the user management form sends (create and update). */
export const UserBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }), // checked after trimming
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  title: Type.Optional(Type.String({ maxLength: 100 })),
  department: Type.Optional(Type.String({ maxLength: 100 })),
  role: RoleWire,
  tradingPartnerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  tpNameX: Type.Optional(Nullable(Type.String())),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  /** Left out: 'en' for a new user, unchanged on an update. */
  language: Type.Optional(LanguageWire),
});
export type UserBody = Static<typeof UserBody>;

/** The signed-in user's own choice of language (PUT /me/language), and its answer. */
export const LanguageChoice = Type.Object({ language: LanguageWire }, exact);
export type LanguageChoice = Static<typeof LanguageChoice>;

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.String({ maxLength: 200 }),
  newPassword: Type.String({ maxLength: 200 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** The answer to a password change: the message and this device's new access token. */
export const PasswordChanged = Type.Object({ message: Type.String(), token: Type.String() }, exact);
export type PasswordChanged = Static<typeof PasswordChanged>;

/** One row of the audit log. */
export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    userId: Nullable(Type.Integer()),
    at: Type.String({ description: 'ISO 8601 date and time' }),
    userEmail: Type.String(),
    action: Type.String(),
    dealerId: Nullable(Type.Integer()),
    detail: Nullable(Type.String()),
    /** A staff visit's last read ('dealer-visit'): the visit runs from `at` to here. */
    lastAt: Nullable(Type.String({ description: 'ISO 8601 date and time' })),
  },
  exact,
);
export type AuditEntry = Static<typeof AuditEntry>;

/** One thing staff did for a dealer: a visit's reads on one line, or a change. */
export const StaffActivityWire = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ description: 'ISO 8601 date and time' }),
    until: Nullable(Type.String({ description: "A visit's last read, ISO 8601" })),
    who: Type.String(),
    what: Type.String({ description: 'What was done, in English words' }),
    action: Type.String({
      description:
        "The audit action's key ('dealer-visit', 'act-as-dealer', 'dealer-selected', 'user-created' ...): the browser words it in the page's language",
    }),
    detail: Nullable(
      Type.String({
        description:
          "The action's subject as recorded: a visit's screens (', ' between them), a change's screen, a user's e-mail",
      }),
    ),
  },
  exact,
);
export type StaffActivityWire = Static<typeof StaffActivityWire>;
