// Spec 001 §7 'POST /api/send-email': to the registrations mailbox plus the dealer rep's e-mail,
// semicolon separated; subject per form; body an HTML summary.
import { CHECKLIST_GROUPS, CHECKLIST_ITEMS, CHECKLIST_TITLES, type Checklists } from './checklists';

export const REGISTRATIONS_MAILBOX = 'registrations@supreme-dealers.example.com';

export { formSubject as mailSubject, type FormKind } from '@portal/shared/formRules';

/** The mailbox and the rep's address, once each, empty ones left out. */
export function mailRecipients(repEmail: string | null | undefined): string {
  const rep = (repEmail ?? '').trim();
  return rep && rep.toLowerCase() !== REGISTRATIONS_MAILBOX
    ? `${REGISTRATIONS_MAILBOX};${rep}`
    : REGISTRATIONS_MAILBOX;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const cell = (v: unknown) =>
  typeof v === 'boolean' ? (v ? 'Yes' : 'No') : escapeHtml(String(v ?? ''));

/** An HTML summary: a heading, a table of labelled fields, and for a PDI each checklist. */
export function mailBody(
  title: string,
  fields: [label: string, value: unknown][],
  checklists?: Checklists,
): string {
  const rows = fields
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${cell(v)}</td></tr>`)
    .join('');
  let lists = '';
  if (checklists) {
    for (const g of CHECKLIST_GROUPS) {
      const ticks = checklists[g] ?? [];
      const done = ticks.filter(Boolean).length;
      lists += `<h3>${escapeHtml(CHECKLIST_TITLES[g])} (${done}/${CHECKLIST_ITEMS[g].length})</h3><ul>${CHECKLIST_ITEMS[
        g
      ]
        .map((item, i) => `<li>${ticks[i] ? '&#10003;' : '&#10007;'} ${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    }
  }
  return `<h2>${escapeHtml(title)}</h2><table>${rows}</table>${lists}`;
}
