import { eq } from 'drizzle-orm';
import { submissions } from '../db/schema';

/**
 * Who sends a submission: a signed-in user (a screen) or an API client (the dealer API). An
 * Idempotency-Key and the submission counts are the sender's own, so two senders may use the
 * same key; `label` names the sender in the mail and the event.
 */
export type Submitter =
  | { kind: 'user'; userId: number; label: string }
  | { kind: 'apiClient'; apiClientId: number; label: string };

export const userSubmitter = (user: { sub: number; email: string }): Submitter => ({
  kind: 'user',
  userId: user.sub,
  label: user.email,
});

export const clientSubmitter = (client: { id: number; name: string }): Submitter => ({
  kind: 'apiClient',
  apiClientId: client.id,
  label: `API client "${client.name}"`,
});

/** The submission row's sender columns. */
export const senderColumns = (s: Submitter) =>
  s.kind === 'user'
    ? { userId: s.userId, apiClientId: null }
    : { userId: null, apiClientId: s.apiClientId };

/** The condition that finds the sender's own submissions (its keys). */
export const sentBy = (s: Submitter) =>
  s.kind === 'user' ? eq(submissions.userId, s.userId) : eq(submissions.apiClientId, s.apiClientId);

/** The sender's name in a rate limit's key: a user's id as before, a client's marked as one. */
export const countedAs = (s: Submitter) =>
  s.kind === 'user' ? String(s.userId) : `api-client:${s.apiClientId}`;
