// Requirements 001 §5 'Support Request': email, subject and description are required, with the spec's
// one alert for any of them. The browser shows it before sending; the API refuses a request that
// skipped the browser with the same words.
import * as v from 'valibot';
import { EMAIL } from './email';
import { problemsOf, requiredText } from './problems';

export const SUPPORT_REQUIRED =
  'Please fill out all required fields (email, subject, description).';
/** Beyond the spec: an e-mail that is not an address (the requester's copy goes there). */
export const SUPPORT_EMAIL_INVALID = 'email is not a valid e-mail address';

export const SupportRules = v.object({
  email: requiredText(SUPPORT_REQUIRED, { pattern: EMAIL, invalid: SUPPORT_EMAIL_INVALID }),
  subject: requiredText(SUPPORT_REQUIRED),
  description: requiredText(SUPPORT_REQUIRED),
});

/** The first problem of a support request (texts trimmed), or null. */
export function supportProblem(f: { email: string; subject: string; description: string }) {
  const trimmed = {
    email: f.email.trim(),
    subject: f.subject.trim(),
    description: f.description.trim(),
  };
  return Object.values(problemsOf(SupportRules, trimmed))[0] ?? null;
}
