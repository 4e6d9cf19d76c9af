import type { MachineWire } from '@portal/shared/contract/machines';
import { FORM_FIELDS, type FormKind } from '@portal/shared/forms/unitFormFields';
import { isOperation, OPERATION_LABELS } from '@portal/shared/forms/operations';
import { usDate } from '@portal/shared/dates';

/** A sent value as the screens show it: dates MM/DD/YYYY, an operation by its label (which the
 * page translates: `operation`). */
function shown(value: unknown): { value: string; operation: boolean } {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { value: usDate(text), operation: false };
  return isOperation(text)
    ? { value: OPERATION_LABELS[text], operation: true }
    : { value: text, operation: false };
}

/** Requirements 000 §1: the three machine kinds. */
export const KIND_LABELS: Record<string, string> = {
  pulltype: 'Pull-type',
  truckmount: 'Truck-mount',
  stationary: 'Stationary',
};

/** What a PDI or registration sent: its filled text and number fields, with the form's labels. */
export function sentFields(kind: FormKind, form: Record<string, unknown>) {
  return FORM_FIELDS[kind]
    .filter((f) => f.type === 'text' || f.type === 'count' || f.type === 'operation')
    .map((f) => ({ label: f.label, value: form[f.name] }))
    .filter(
      (f) =>
        (typeof f.value === 'string' && f.value) || (typeof f.value === 'number' && f.value > 0),
    )
    .map((f) => ({ label: f.label, ...shown(f.value) }));
}

export type Machine = MachineWire;

/** The API writes a timeline event in English (api/src/lists/machine.ts); each form, with the
 * catalog id that says it in the page's language. Its values are data, but for the fixed words
 * ('not given', a claim's status), which are translated too. */
const TIMELINE: [RegExp, string][] = [
  [/^Ordered on (.+)$/, 'timeline.ordered'],
  [/^Built \(work order (.+)\)$/, 'timeline.built'],
  [/^Invoiced on (.+)$/, 'timeline.invoiced'],
  [/^PDI sent by (.+)$/, 'timeline.pdi'],
  [/^Warranty registered by (.+)$/, 'timeline.registered'],
  [/^Claim (\S+): (.*) \((.*)\)$/, 'timeline.claim'],
];

/** A timeline event's text in the page's language; a form not known here stays as sent. */
export function timelineText(text: string, t: (id: string, v?: Record<string, string>) => string) {
  for (const [form, id] of TIMELINE) {
    const m = form.exec(text);
    if (m) return t(id, { a: t(m[1]), b: m[2] ? t(m[2]) : '', c: m[3] ? t(m[3]) : '' });
  }
  return t(text);
}
