import { DEALER_ROLES, ROLES, type Role } from '@portal/shared';
import {
  USER_EMAIL_INVALID,
  USER_EMAIL_REQUIRED,
  USER_PASSWORD_INVALID,
  userProblems,
} from '@portal/shared/forms/userForm';
import type { LanguageWire, UserBody } from '@portal/shared/contract/users';
import { t as translate } from '../i18n';

/** What the add and edit dialogs hold (texts as typed). */
export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  role: Role;
  tradingPartner: string;
  password: string;
  /** The user's language (decision 0063): their portal's and their e-mails'. */
  language: LanguageWire;
}

/** A dealer the trading partner field can name (from GET /dealerview). */
export interface DealerOption {
  id: number;
  code: string | null;
}

/** Requirements 001 §5: "Role options: DealerViewer, DealerBuyer, SupremeSales, ApplicationAdmin." */
export const ROLE_OPTIONS: readonly Role[] = ROLES;
/** Requirements 001 §5: "The default for a new user is DealerViewer." */
export const DEFAULT_ROLE: Role = 'DealerViewer';

/** Requirements 001 §5 (delete confirmation), to the letter. */
export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete this user? This action cannot be undone.';

/** Requirements 001 §8, to the letter. */
export const USER_TOASTS = {
  loadFailed: 'Failed to load users',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  resetFailed: 'Failed to reset password',
  deleteFailed: 'Failed to delete user',
  created: 'User created successfully',
  updated: 'User updated successfully',
  resetSent: 'Password reset email sent successfully',
  deleted: 'User deleted successfully',
} as const;

/** Beyond the spec: the texts of the checks the dialogs make before the call. The
 * self-protection texts are the API's own (api/src/routes/users.ts), so both read the same. All
 * these texts are in English; they go through `t` where they are shown. */
export const USER_FORM_TEXTS = {
  emailRequired: USER_EMAIL_REQUIRED,
  emailInvalid: USER_EMAIL_INVALID,
  emailTaken: 'A user with this email already exists',
  password: USER_PASSWORD_INVALID,
  selfDemote: 'You cannot remove your own admin role',
  selfDelete: 'You cannot delete your own account',
  dealerRequired: "A dealer user needs a trading partner: enter the dealer's ID",
} as const;

export function emptyUserForm(): UserFormValues {
  return {
    email: '',
    firstName: '',
    lastName: '',
    title: '',
    department: '',
    role: DEFAULT_ROLE,
    tradingPartner: '',
    password: '',
    language: 'en',
  };
}

/** The edit dialog starts from the user as listed. */
export function userToForm(u: {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  role: Role;
  dealerId: number | null;
  language?: LanguageWire;
}): UserFormValues {
  return {
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    department: u.department,
    role: u.role,
    tradingPartner: u.dealerId == null ? '' : String(u.dealerId),
    password: '',
    language: u.language ?? 'en',
  };
}

/**
 * Requirements 001 §5: "The trading partner ID is numeric; an unparsable value becomes null." A dealer
 * code the admin types instead ('D1001') is read as that dealer's ID when the list knows it.
 */
export function parseTradingPartner(
  text: string | number | null | undefined,
  dealers: readonly DealerOption[] = [],
): number | null {
  if (typeof text === 'number') return Number.isInteger(text) && text > 0 ? text : null;
  const t = (text ?? '').trim();
  if (/^\d{1,9}$/.test(t)) return Number(t) > 0 ? Number(t) : null;
  const byCode = dealers.find((d) => d.code && d.code.toLowerCase() === t.toLowerCase());
  return byCode ? byCode.id : null;
}

/** A non-blocking note under the trading partner field: typed text that is not a dealer becomes
 * "no trading partner" (the spec's rule), and the admin should see that before saving. */
export function tradingPartnerNote(
  text: string,
  dealers: readonly DealerOption[] = [],
): string | null {
  const t = text.trim();
  if (!t) return null;
  return parseTradingPartner(t, dealers) === null
    ? translate('users.partnerNote', { text: t })
    : null;
}

export function toUserWrite(
  v: UserFormValues,
  isNew: boolean,
  dealers: readonly DealerOption[] = [],
): UserBody {
  const out: UserBody = {
    email: v.email.trim().toLowerCase(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    title: v.title.trim(),
    department: v.department.trim(),
    role: (ROLE_OPTIONS as readonly string[]).includes(v.role) ? v.role : DEFAULT_ROLE,
    tradingPartnerId: parseTradingPartner(v.tradingPartner, dealers),
    language: v.language,
  };
  if (isNew && v.password) out.password = v.password;
  return out;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/**
 * Beyond the spec: the e-mail is required, well-formed and not another user's; a
 * password given on create follows the portal's password rule (requirements 001 §5 and §9: at least 8
 * characters, with a digit or symbol); an admin cannot take their own admin role away; a
 * trading partner number must be a known dealer (the API refuses others); a dealer role needs
 * one (the API refuses a dealer user without a dealer). For staff the spec's own rule
 * stays: text that is not a number (and not a dealer code) becomes null, without an error.
 */
export function validateUserForm(
  v: UserFormValues,
  ctx: {
    isNew: boolean;
    editingId?: number;
    selfId?: number | null;
    users: readonly { id: number; email: string }[];
    dealers?: readonly DealerOption[];
  },
): UserFormErrors {
  const e: UserFormErrors = {};
  // The field rules are the user form's schema, which the API checks too.
  const fields = userProblems({ email: v.email, password: ctx.isNew ? v.password : '' });
  const email = v.email.trim().toLowerCase();
  if (fields.email) e.email = translate(fields.email);
  else if (ctx.users.some((u) => u.email.toLowerCase() === email && u.id !== ctx.editingId))
    e.email = translate(USER_FORM_TEXTS.emailTaken);
  if (fields.password) e.password = translate(fields.password);
  if (
    !ctx.isNew &&
    ctx.editingId != null &&
    ctx.editingId === ctx.selfId &&
    v.role !== 'ApplicationAdmin'
  )
    e.role = translate(USER_FORM_TEXTS.selfDemote);
  const dealers = ctx.dealers ?? [];
  const id = parseTradingPartner(v.tradingPartner, dealers);
  if (id !== null && dealers.length > 0 && !dealers.some((d) => d.id === id))
    e.tradingPartner = translate('users.unknownDealer', { id });
  if (id === null && DEALER_ROLES.includes(v.role as Role))
    e.tradingPartner = translate(USER_FORM_TEXTS.dealerRequired);
  return e;
}

/** Where the dialog shows a refusal from the API: on the field it names, else above the form. */
export function serverErrorField(
  status: number | undefined,
  message: string,
): keyof UserFormValues | null {
  if (status === 409) return 'email';
  if (status === 403 && /role/i.test(message)) return 'role';
  if (status === 400) {
    if (/tradingPartner/i.test(message)) return 'tradingPartner';
    if (/password/i.test(message)) return 'password';
    if (/e-?mail/i.test(message)) return 'email';
  }
  return null;
}
