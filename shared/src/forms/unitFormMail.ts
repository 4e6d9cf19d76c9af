// Requirements 001 §7: the mail a PDI or a warranty registration sends: its subject, its recipients and
// its HTML summary. The forms area writes it in the browser; the API checks and sends the same.
import { isEmail } from './email';
import { CHECKLIST_COUNTS, CHECKLIST_GROUPS, CHECKLIST_TITLES } from './checklists';
import { countFields, isOperation, OPERATION_LABELS } from './operations';
import { FORM_FIELDS, type FormKind } from './unitFormFields';

type Loose = Record<string, unknown>;

/** Requirements 001 §7 mail subjects. */
export function formSubject(kind: FormKind, model: string, serial: string): string {
  return kind === 'pdi'
    ? `PDI Completed - ${model} - Serial #${serial}`
    : `Warranty Registration - ${model} - Serial #${serial}`;
}

/** "registrations mailbox plus the dealer rep email, semicolon separated": the form's dealer
 * e-mail (pre-filled with the signed-in rep's), else the signed-in user's; once each, and one
 * that is not an address is left out rather than failing the mail forever. */
export function formRecipients(mailbox: string, formEmail: unknown, userEmail?: string): string {
  const typed = typeof formEmail === 'string' ? formEmail.trim() : '';
  const rep = typed || (userEmail ?? '').trim();
  return isEmail(rep) && rep.toLowerCase() !== mailbox.toLowerCase()
    ? `${mailbox};${rep}`
    : mailbox;
}

/** The form's own dealer e-mail field: the PDI's dealerEmail, the registration's dealerEmailAddress. */
export const repEmailField = (kind: FormKind) =>
  kind === 'pdi' ? 'dealerEmail' : 'dealerEmailAddress';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The HTML summary of a normalized form: a heading, each field with its label (ticks Yes/No,
 * only the counts of the chosen operation), and for a PDI each checklist as ticked/total. */
export function formSummaryHtml(kind: FormKind, form: Loose): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const shownCounts = new Set<string>([...countFields(form.operation), 'estimatedHoursDaily']);
  let rows = '';
  let lists = '';
  for (const { name, label, type } of FORM_FIELDS[kind]) {
    const v = form[name];
    if (type === 'checklists') {
      const ticks = (v ?? {}) as Record<string, unknown[]>;
      lists = CHECKLIST_GROUPS.map((g) => {
        const done = (ticks[g] ?? []).filter((t) => t === true).length;
        return row(CHECKLIST_TITLES[g], `${done}/${CHECKLIST_COUNTS[g]}`);
      }).join('');
    } else if (type === 'flag') rows += row(label, v === true ? 'Yes' : 'No');
    else if (type === 'count') {
      if (shownCounts.has(name)) rows += row(label, String(v ?? 0));
    } else if (type === 'operation') rows += row(label, isOperation(v) ? OPERATION_LABELS[v] : '');
    else rows += row(label, String(v ?? ''));
  }
  const title = kind === 'pdi' ? 'PDI Submission' : 'Warranty Registration';
  const checklists = lists ? `<h3>Inspection checklists</h3><table>${lists}</table>` : '';
  return `<h2>${title}</h2><table>${rows}</table>${checklists}`;
}
