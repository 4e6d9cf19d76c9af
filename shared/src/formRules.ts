// Spec 001 §5, §7 and §9: the PDI and warranty registration rules. One copy, read by the forms
// area in the browser and by the API, so a request that skips the browser meets the same checks.

export type FormKind = 'pdi' | 'warranty';

/** Spec 001 §9: the PDI checklist groups and their item counts, in the form's order. */
export const CHECKLIST_COUNTS = {
  fluids: 11,
  electrical: 4,
  tiresWheels: 4,
  augers: 5,
  conveyor: 10,
  tub: 2,
  trucksHydro: 6,
  trucksGen3: 8,
} as const;
export type ChecklistGroup = keyof typeof CHECKLIST_COUNTS;
export const CHECKLIST_GROUPS = Object.keys(CHECKLIST_COUNTS) as ChecklistGroup[];

/** Spec 001 §5: every group but trucksHydro and trucksGen3 must be fully ticked. */
export const REQUIRED_CHECKLISTS: readonly ChecklistGroup[] = CHECKLIST_GROUPS.filter(
  (g) => g !== 'trucksHydro' && g !== 'trucksGen3',
);

/** A group is complete when it has exactly its count of ticks, all ticked. */
export const isComplete = (ticks: unknown, group: ChecklistGroup) =>
  Array.isArray(ticks) &&
  ticks.length === CHECKLIST_COUNTS[group] &&
  ticks.every((t) => t === true);

type Loose = Record<string, unknown>;
const blank = (v: unknown) =>
  typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !v.trim();
/** An e-mail address as every form of the portal and the API accept it. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Spec 001 §5 'PDI submit requires': one message per failing rule, in this order. */
export function pdiProblems(f: Loose): string[] {
  const errors: string[] = [];
  if (blank(f.serialNumber)) errors.push('Serial Number is required');
  if (blank(f.model)) errors.push('Model is required');
  if (blank(f.deliveryDate)) errors.push('Delivery Date is required');
  if (blank(f.inspector)) errors.push('Inspector name is required');
  const lists = (f.checklists ?? {}) as Loose;
  for (const group of REQUIRED_CHECKLISTS) {
    if (!isComplete(lists[group], group)) errors.push(`${group} checklist is incomplete`);
  }
  return errors;
}

/** Spec 001 §5 'Warranty registration requires', in the spec's order ('Dealer Address is
 * required' sits on the dealer e-mail field, as the spec states). */
const WARRANTY_REQUIRED = [
  ['serialNumber', 'Serial Number is required'],
  ['model', 'Model is required'],
  ['deliveryDate', 'Delivery Date is required'],
  ['dealerName', 'Dealer Name is required'],
  ['dealerSalesRep', 'Sales Representative is required'],
  ['dealerEmailAddress', 'Dealer Address is required'],
  ['dealerPhone', 'Dealer Phone is required'],
  ['ownerName', 'Owner Name is required'],
  ['ownerEmail', 'Owner Email is required'],
  ['ownerPhone', 'Owner Phone is required'],
  ['ownerAddress', 'Owner Address is required'],
  ['operation', 'Operation Type is required'],
  ['tractorMakeModel', 'Tractor Make/Model is required'],
] as const;
const WARRANTY_CERTIFICATIONS = [
  ['properlyAssembled', 'Assembly certification required'],
  ['testedAndOperating', 'Testing certification required'],
  ['safetyInstructionProvided', 'Safety instruction certification required'],
  ['warrantyExplained', 'Warranty explanation certification required'],
  ['operatorsManualProvided', 'Operators manual certification required'],
] as const;
/** Beyond the spec: the inputs the browser marks required get a message of their own. */
const WARRANTY_BROWSER_REQUIRED = [
  ['ownerCity', 'Owner City is required'],
  ['ownerStateProvince', 'Owner State/Province is required'],
  ['ownerZipPostal', 'Owner Zip/Postal Code is required'],
] as const;

/** The warranty registration's problems by field, in the spec's order. The informationAccurate
 * and purchaser certifications are not enforced (the spec does not list them). */
export function warrantyProblems(f: Loose): Record<string, string> {
  const e: Record<string, string> = {};
  for (const [field, message] of WARRANTY_REQUIRED) if (blank(f[field])) e[field] = message;
  for (const [field, message] of WARRANTY_CERTIFICATIONS) if (f[field] !== true) e[field] = message;
  for (const [field, message] of WARRANTY_BROWSER_REQUIRED) if (blank(f[field])) e[field] = message;
  if (!e.ownerEmail && !isEmail(String(f.ownerEmail).trim()))
    e.ownerEmail = 'Owner Email is not a valid e-mail address';
  return e;
}

/** Every problem of a form, as lines. */
export const formProblems = (kind: FormKind, f: Loose): string[] =>
  kind === 'pdi' ? pdiProblems(f) : Object.values(warrantyProblems(f));

/** Spec 001 §7 mail subjects. */
export function formSubject(kind: FormKind, model: string, serial: string): string {
  return kind === 'pdi'
    ? `PDI Completed - ${model} - Serial #${serial}`
    : `Warranty Registration - ${model} - Serial #${serial}`;
}
