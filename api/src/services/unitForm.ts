import { and, eq } from 'drizzle-orm';
import { submissions } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError, invalidFields, KeyReused } from '../http/errors';
import { canonical } from '../kit/canonical';
import { escapeHtml } from '../kit/html';
import { enqueueMail } from './outbox';
import { recordEvent } from './integrationEvents';
import { senderColumns, sentBy, type Submitter } from './submitter';
import { pdiErrors, warrantyProblems } from '@portal/shared/forms/unitForms';
import {
  formRecipients,
  formSubject,
  formSummaryHtml,
  repEmailField,
} from '@portal/shared/forms/unitFormMail';
import { normalizeForm, type FormKind } from '@portal/shared/forms/unitFormFields';

/** The dealer a form is sent for, and who sent it (named in the mail). */
export interface FormSender {
  dealerCode: string;
  dealerName: string;
  /** The person's name, '' for an API client (its label names it). */
  userName: string;
  /** A user's e-mail (copied on the mail when the form names none), or the client's label. */
  userEmail: string;
}

/** The form fields that name the dealer, overwritten with the acting dealer's record: the PDI
 * names it by code and name, the registration by name. */
const actingDealerFields = (kind: FormKind, s: FormSender): Record<string, string> =>
  kind === 'pdi'
    ? { dealerCode: s.dealerCode, dealerName: s.dealerName }
    : { dealerName: s.dealerName };

const senderHtml = (s: FormSender) =>
  `<p>Sent by ${escapeHtml(s.userName ? `${s.userName} <${s.userEmail}>` : s.userEmail)} for dealer ${escapeHtml(
    [s.dealerCode, s.dealerName].filter(Boolean).join(', '),
  )}</p>`;

export interface FormSending {
  db: Db;
  registrationsMailbox: string;
  dealerId: number | null;
  sender: Submitter;
  from: FormSender;
  key: string | null;
}

/**
 * A PDI or warranty registration (requirements 001 §5, §7): validated with the same rules as the
 * browser, stored with who sent it for which dealer, mailed through the outbox and its event
 * written in one transaction. An Idempotency-Key (the sender's own) makes a retry or double click
 * create one record and one mail: a repeat answers the first record's id (`repeat`), the key
 * with another form is a 409. The screen's route and the dealer API both send through here.
 */
export async function sendUnitForm(
  f: FormSending,
  kind: FormKind,
  sent: Record<string, unknown>,
): Promise<{ id: number; repeat: boolean }> {
  const { db, sender, key } = f;
  const problems = kind === 'pdi' ? pdiErrors(sent) : warrantyProblems(sent);
  if (Object.keys(problems).length) throw invalidFields(problems, 'form');
  // Stored and mailed in one shape: the form's own fields, texts trimmed, counts numbers. The
  // dealer it names is the one the call acts for, not what the form says (a D1001 buyer's PDI
  // arrived as 'D1002, Heartland (spoofed)').
  const form = { ...normalizeForm(kind, sent), ...actingDealerFields(kind, f.from) };
  const earlier = async () => {
    if (!key) return null;
    const [done] = await db
      .select()
      .from(submissions)
      .where(and(sentBy(sender), eq(submissions.kind, kind), eq(submissions.idempotencyKey, key)));
    if (!done) return null;
    // A key sent again with another form is a client fault; answering 'Already received'
    // would silently drop the second form.
    if (canonical(done.payload) !== canonical(form))
      throw new KeyReused(409, 'This Idempotency-Key was already used for a different form');
    return { id: done.id, repeat: true };
  };
  const first = await earlier();
  if (first) return first;
  // The mail is written here, never taken from the request: a sender must not mail arbitrary
  // HTML to arbitrary addresses.
  const to = formRecipients(
    f.registrationsMailbox,
    form[repEmailField(kind)],
    sender.kind === 'user' ? f.from.userEmail : undefined,
  );
  // The record and its mail commit together; the unique (sender, kind, key) index makes a
  // concurrent duplicate insert nothing (after the first commits), so it sends nothing either.
  const id = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(submissions)
      .values({
        kind,
        dealerId: f.dealerId,
        ...senderColumns(sender),
        idempotencyKey: key,
        payload: form,
      })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (inserted.length === 0) return null;
    await enqueueMail(tx, {
      to,
      subject: formSubject(kind, String(form.model), String(form.serialNumber)),
      html: senderHtml(f.from) + formSummaryHtml(kind, form),
    });
    await recordEvent(tx, {
      kind: kind === 'pdi' ? 'pdi.submitted' : 'registration.submitted',
      dealerId: f.dealerId,
      subject: `submission:${inserted[0].id}`,
      data: { id: inserted[0].id, ...form, sentBy: sender.label },
    });
    return inserted[0].id;
  });
  if (id !== null) return { id, repeat: false };
  // A request with the same key committed while this one was sent: its answer is this one's.
  const repeat = await earlier();
  if (!repeat) throw new HttpError(503, 'The form is being sent; try again in a moment');
  return repeat;
}
