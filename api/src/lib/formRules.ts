// Server-side checks of the PDI and warranty registration forms (spec 001 §5): the same rules as
// the browser, so a request that skips the browser cannot store an incomplete form.

export type FormKind = 'pdi' | 'warranty';

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** Checklist groups that must be fully ticked on a PDI (all but trucksHydro and trucksGen3). */
export const REQUIRED_CHECKLISTS = [
  'fluids',
  'electrical',
  'tiresWheels',
  'augers',
  'conveyor',
  'tub',
] as const;

export function formProblems(kind: FormKind, form: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const need = (field: string, message: string) => !text(form[field]) && problems.push(message);
  need('serialNumber', 'Serial Number is required');
  need('model', 'Model is required');
  need('deliveryDate', 'Delivery Date is required');
  if (kind === 'pdi') {
    need('inspector', 'Inspector name is required');
    const lists = (form.checklists ?? {}) as Record<string, unknown>;
    for (const group of REQUIRED_CHECKLISTS) {
      const items = lists[group];
      const complete = Array.isArray(items)
        ? items.length > 0 && items.every(Boolean)
        : items &&
          typeof items === 'object' &&
          Object.values(items).length > 0 &&
          Object.values(items).every(Boolean);
      if (!complete) problems.push(`${group} checklist is incomplete`);
    }
  } else {
    need('dealerName', 'Dealer Name is required');
    need('dealerSalesRep', 'Sales Representative is required');
    need('dealerEmailAddress', 'Dealer Address is required');
    need('dealerPhone', 'Dealer Phone is required');
    need('ownerName', 'Owner Name is required');
    need('ownerEmail', 'Owner Email is required');
    need('ownerPhone', 'Owner Phone is required');
    need('ownerAddress', 'Owner Address is required');
    need('operation', 'Operation Type is required');
    need('tractorMakeModel', 'Tractor Make/Model is required');
    const cert = (field: string, message: string) => form[field] !== true && problems.push(message);
    cert('properlyAssembled', 'Assembly certification required');
    cert('testedAndOperating', 'Testing certification required');
    cert('safetyInstructionProvided', 'Safety instruction certification required');
    cert('warrantyExplained', 'Warranty explanation certification required');
    cert('operatorsManualProvided', 'Operators manual certification required');
  }
  return problems;
}

/** Spec 001 §7 subjects. */
export function formSubject(kind: FormKind, form: Record<string, unknown>): string {
  const model = text(form.model);
  const serial = text(form.serialNumber);
  return kind === 'pdi'
    ? `PDI Completed - ${model} - Serial #${serial}`
    : `Warranty Registration - ${model} - Serial #${serial}`;
}
