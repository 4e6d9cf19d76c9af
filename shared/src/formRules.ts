// Requirements 001 §2, §5, §7 and §9: the PDI and warranty registration rules. One copy, read by the
// forms area in the browser and by the API, so a request that skips the browser meets the same
// checks, is stored in the same shape and is mailed with the same summary.

import { isEmail } from './forms/email';

export type FormKind = 'pdi' | 'warranty';

/** Requirements 001 §9: the PDI checklist groups and their item counts, in the form's order. */
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

export const CHECKLIST_TITLES: Record<ChecklistGroup, string> = {
  fluids: 'Fluids and lubrication',
  electrical: 'Electrical and scale',
  tiresWheels: 'Tires and wheels',
  augers: 'Augers',
  conveyor: 'Conveyor and discharge',
  tub: 'Tub',
  trucksHydro: 'Trucks: hydrostatic drive (if equipped)',
  trucksGen3: 'Trucks: Gen 3 controls (if equipped)',
};

/** Requirements 001 §5: every group but trucksHydro and trucksGen3 must be fully ticked. */
export const REQUIRED_CHECKLISTS: readonly ChecklistGroup[] = CHECKLIST_GROUPS.filter(
  (g) => g !== 'trucksHydro' && g !== 'trucksGen3',
);

/** A group is complete when it has exactly its count of ticks, all ticked. */
export const isComplete = (ticks: unknown, group: ChecklistGroup) =>
  Array.isArray(ticks) &&
  ticks.length === CHECKLIST_COUNTS[group] &&
  ticks.every((t) => t === true);

/** Requirements 001 §2: the operation types, and the count fields each asks for. */
export const OPERATIONS = [
  'dairy',
  'beefBackground',
  'cowCalf',
  'beefFinishing',
  'otherLivestock',
  'composting',
] as const;
export type Operation = (typeof OPERATIONS)[number];
export const isOperation = (v: unknown): v is Operation =>
  (OPERATIONS as readonly unknown[]).includes(v);

export const OPERATION_LABELS: Record<Operation, string> = {
  dairy: 'Dairy',
  beefBackground: 'Beef Background',
  cowCalf: 'Cow-Calf',
  beefFinishing: 'Beef Finishing',
  otherLivestock: 'Other Livestock',
  composting: 'Composting',
};

export type CountField = 'numCows' | 'numHead' | 'loadsPerDay' | 'maxWeightPerLoad';

export const COUNT_LABELS: Record<CountField, string> = {
  numCows: 'Number of Cows',
  numHead: 'Number of Head',
  loadsPerDay: 'Loads per Day',
  maxWeightPerLoad: 'Max Weight per Load (lb)',
};

/** "dairy numCows; beefBackground, cowCalf, beefFinishing and otherLivestock numHead;
 * composting loadsPerDay and maxWeightPerLoad". */
export function countFields(operation: unknown): CountField[] {
  if (operation === 'dairy') return ['numCows'];
  if (operation === 'composting') return ['loadsPerDay', 'maxWeightPerLoad'];
  return isOperation(operation) ? ['numHead'] : [];
}

/** "Numeric operation inputs coerce to number, default 0." A negative count means nothing: 0. */
export function toCount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .replace(/,/g, '')
            .trim(),
        );
  return Number.isFinite(n) && n > 0 ? n : 0;
}

// ---------------------------------------------------------------------------------------------
// The fields of each form (requirements 001 §2), with the label the mail shows. The forms area keeps a
// typed interface of the same names; its tests check the two agree.

type FieldType = 'text' | 'flag' | 'count' | 'operation' | 'checklists';
export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
}
const text = (name: string, label: string): FieldDef => ({ name, label, type: 'text' });
/** A tick box; its name stays a literal type so the forms can index their values with it. */
const flag = <N extends string>(name: N, label: string) => ({ name, label, type: 'flag' as const });
const count = (name: CountField | 'estimatedHoursDaily', label: string): FieldDef => ({
  name,
  label,
  type: 'count',
});
const operation: FieldDef = { name: 'operation', label: 'Operation Type', type: 'operation' };
const counts = (Object.keys(COUNT_LABELS) as CountField[]).map((c) => count(c, COUNT_LABELS[c]));

/** Requirements 001 §2 'PDI Submission': the six confirmations, with the words the form shows. */
export const PDI_CONFIRMATIONS = [
  flag('operatorsManualProvided', "Operator's manual provided to the owner"),
  flag('scaleManualProvided', 'Scale manual provided to the owner'),
  flag('properlyAssembled', 'Unit properly assembled'),
  flag('testedAndOperating', 'Unit tested and operating'),
  flag('safetyInstructionProvided', 'Safety instruction provided to the owner'),
  flag('warrantyExplained', 'Warranty explained to the owner'),
] as const;

/** Requirements 001 §2 'Warranty Registration': the six dealer certifications. */
export const DEALER_CERTIFICATIONS = [
  flag('properlyAssembled', 'The unit was properly assembled'),
  flag('testedAndOperating', 'The unit was tested and is operating properly'),
  flag('safetyInstructionProvided', 'Safety instruction was given to the purchaser'),
  flag('warrantyExplained', 'The warranty was explained to the purchaser'),
  flag('operatorsManualProvided', "The operator's manual was provided"),
  flag('informationAccurate', 'The information on this form is accurate'),
] as const;

/** Requirements 001 §2 'Warranty Registration': the four purchaser certifications. */
export const PURCHASER_CERTIFICATIONS = [
  flag('acceptanceOfEquipment', 'I accept delivery of the equipment'),
  flag('understoodInstructions', 'I understand the operating and safety instructions'),
  flag('understoodWarranty', 'I understand the warranty'),
  flag('receivedManual', "I received the operator's manual"),
] as const;

const OWNER = [
  text('ownerName', 'Owner Name'),
  text('ownerAddress', 'Owner Address'),
  text('ownerCity', 'Owner City'),
  text('ownerStateProvince', 'Owner State/Province'),
  text('ownerZipPostal', 'Owner Zip/Postal Code'),
  text('ownerPhone', 'Owner Phone'),
];

export const FORM_FIELDS: Record<FormKind, readonly FieldDef[]> = {
  pdi: [
    text('deliveryDate', 'Delivery Date'),
    text('dealerCode', 'Dealer Code'),
    text('model', 'Model'),
    text('inspector', 'Inspector'),
    text('serialNumber', 'Serial Number'),
    text('pdiDate', 'PDI Date'),
    text('planetarySerialNumbers', 'Planetary Serial Numbers'),
    text('scaleSerialNumbers', 'Scale Serial Numbers'),
    text('truckVin', 'Truck VIN'),
    text('gearboxSerialNumbers', 'Gearbox Serial Numbers'),
    text('dealerName', 'Dealer Name'),
    text('dealerSalesRep', 'Dealer Sales Rep'),
    text('dealerEmail', 'Dealer Email'),
    text('dealerPhone', 'Dealer Phone'),
    text('dealerAddress', 'Dealer Address'),
    text('dealerCity', 'Dealer City'),
    text('dealerStateProvince', 'Dealer State/Province'),
    text('dealerZipPostal', 'Dealer Zip/Postal Code'),
    { name: 'checklists', label: 'Inspection checklists', type: 'checklists' },
    ...PDI_CONFIRMATIONS,
    ...OWNER,
    text('ownerEmail', 'Owner Email'),
    operation,
    ...counts,
    text('notes', 'Notes'),
  ],
  warranty: [
    text('deliveryDate', 'Dealer Sale Date'),
    text('model', 'Model'),
    text('serialNumber', 'Serial Number'),
    ...DEALER_CERTIFICATIONS,
    text('dealerName', 'Dealer Name'),
    text('dealerSalesRep', 'Sales Representative'),
    text('dealerEmailAddress', 'Dealer Email Address'),
    text('dealerPhone', 'Dealer Phone'),
    ...PURCHASER_CERTIFICATIONS,
    ...OWNER,
    text('ownerCellPhone', 'Owner Cell Phone'),
    text('ownerEmail', 'Owner Email'),
    operation,
    ...counts,
    count('estimatedHoursDaily', 'Estimated Hours Daily'),
    text('tractorMakeModel', 'Tractor Make/Model'),
    text('notes', 'Notes'),
  ],
};

/** A form as it is sent and stored: its own fields only, texts trimmed, ticks true or false,
 * counts numbers (default 0), each checklist exactly its count long. */
export function normalizeForm(kind: FormKind, raw: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const { name, type } of FORM_FIELDS[kind]) {
    const v = raw[name];
    if (type === 'flag') out[name] = v === true;
    else if (type === 'count') out[name] = toCount(v);
    else if (type === 'checklists') out[name] = normalizeChecklists(v);
    else out[name] = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  }
  return out;
}

function normalizeChecklists(v: unknown): Record<ChecklistGroup, boolean[]> {
  const lists = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const out = {} as Record<ChecklistGroup, boolean[]>;
  for (const g of CHECKLIST_GROUPS) {
    const ticks = Array.isArray(lists[g]) ? (lists[g] as unknown[]) : [];
    out[g] = Array.from({ length: CHECKLIST_COUNTS[g] }, (_, i) => ticks[i] === true);
  }
  return out;
}

// Validation (requirements 001 §5) is in the form schemas: forms/unitForms.ts.

type Loose = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The mail (requirements 001 §7).

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
