import type { MachineWire } from '@portal/shared/contract/machines';
import {
  FORM_FIELDS,
  isOperation,
  OPERATION_LABELS,
  type FormKind,
} from '@portal/shared/formRules';
import { usDate } from '@portal/shared/dates';

/** A sent value as the screens show it: dates MM/DD/YYYY, an operation by its label. */
function shown(value: unknown): string {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return usDate(text);
  return isOperation(text) ? OPERATION_LABELS[text] : text;
}

/** Spec 000 §1: the three machine kinds. */
export const KIND_LABELS: Record<string, string> = {
  pulltype: 'Pull-type',
  truckmount: 'Truck-mount',
  stationary: 'Stationary',
};

export const usd = (n: number | null | undefined) =>
  n == null ? '' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What a PDI or registration sent: its filled text and number fields, with the form's labels. */
export function sentFields(kind: FormKind, form: Record<string, unknown>) {
  return FORM_FIELDS[kind]
    .filter((f) => f.type === 'text' || f.type === 'count' || f.type === 'operation')
    .map((f) => ({ label: f.label, value: form[f.name] }))
    .filter(
      (f) =>
        (typeof f.value === 'string' && f.value) || (typeof f.value === 'number' && f.value > 0),
    )
    .map((f) => ({ label: f.label, value: shown(f.value) }));
}

export type Machine = MachineWire;
