import { t } from '../i18n';

/**
 * The API's refusal of an admin's write (a user saved, deleted or reset, a service account
 * revoked), said in the page's language. The API answers in English (its messages are its
 * contract); the fixed ones are catalog texts, and the ones carrying a value are recognised by
 * their English form and said through a message of their own. An unknown message is shown as it
 * came.
 */
const FORMS: [RegExp, string][] = [
  [/^A user with e-mail (.+) already exists$/, 'server.duplicate'],
  [
    /^tradingPartnerId is required for a (\w+): choose the user's dealer$/,
    'server.partnerRequired',
  ],
  [/^tradingPartnerId (\d+) is not a known dealer$/, 'server.partnerUnknown'],
  [/^User (.+) not found$/, 'server.userNotFound'],
  [/^Service account (\d+) not found$/, 'server.accountNotFound'],
];

export function serverText(message: string): string {
  for (const [form, id] of FORMS) {
    const m = form.exec(message);
    if (m) return t(id, { value: m[1] });
  }
  return t(message);
}

/** The API's fixed refusals of a user write (listed for the catalog test). */
export const SERVER_TEXTS = [
  'body.email must be a valid e-mail address',
  'You cannot remove your own admin role',
  'You cannot delete your own account',
];
