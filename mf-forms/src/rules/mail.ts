// Requirements 001 §7 'POST /api/send-email': to the registrations mailbox plus the dealer rep's e-mail,
// semicolon separated; subject per form; body an HTML summary. The subject, recipients and
// summary come from @portal/shared, the same functions the API writes the mail with.
import { formRecipients, formSummaryHtml } from '@portal/shared/forms/unitFormMail';
import { type FormKind } from '@portal/shared/forms/unitFormFields';

export const REGISTRATIONS_MAILBOX = 'registrations@supreme-dealers.example.com';

export { formSubject as mailSubject } from '@portal/shared/forms/unitFormMail';
export { type FormKind } from '@portal/shared/forms/unitFormFields';

/** The mailbox and the rep's address (the form's, else the signed-in user's), once each. */
export const mailRecipients = (formEmail: string | null | undefined, userEmail?: string | null) =>
  formRecipients(REGISTRATIONS_MAILBOX, formEmail, userEmail ?? undefined);

/** The HTML summary of a form as it is sent (normalized). */
export const mailBody = (kind: FormKind, form: object) =>
  formSummaryHtml(kind, form as Record<string, unknown>);
