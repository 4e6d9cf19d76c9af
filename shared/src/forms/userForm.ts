// The user management form's field rules (beyond the spec): the e-mail is required and
// an address, a password given on create follows the portal's password rule (requirements 001 §5, §9).
// The admin dialogs show these messages; the API checks the same schema and names the wire field
// in its own answer (its tests read 'body.email must be a valid e-mail address').
import * as v from 'valibot';
import { PASSWORD, PASSWORD_RULE_TEXT } from '../passwordRule';
import { EMAIL } from './email';
import { optionalText, problemsOf, requiredText } from './problems';

export const USER_EMAIL_REQUIRED = 'Email is required';
export const USER_EMAIL_INVALID = 'Enter a valid email address';
export const USER_PASSWORD_INVALID = `Password ${PASSWORD_RULE_TEXT}`;

export const UserRules = v.object({
  email: requiredText(USER_EMAIL_REQUIRED, { pattern: EMAIL, invalid: USER_EMAIL_INVALID }),
  password: optionalText(PASSWORD, USER_PASSWORD_INVALID),
});

/** The user form's problems by field ('email', 'password'); the e-mail is read trimmed and in
 * lower case, as it is stored. */
export const userProblems = (v: { email: string; password?: string }) =>
  problemsOf(UserRules, { email: v.email.trim().toLowerCase(), password: v.password ?? '' }) as {
    email?: string;
    password?: string;
  };
