// Spec 001 §2, §5, §7 and §9: the PDI and warranty registration rules. One copy, read by the
// forms area in the browser and by the API, so a request that skips the browser meets the same
// checks, is stored in the same shape and is mailed with the same summary.

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

/** Spec 001 §5: every group but trucksHydro and trucksGen3 must be fully ticked. */
export const REQUIRED_CHECKLISTS: readonly ChecklistGroup[] = CHECKLIST_GROUPS.filter(
  (g) => g !== 'trucksHydro' && g !== 'trucksGen3',
);

/** A group is complete when it has exactly its count of ticks, all ticked. */
export const isComplete = (ticks: unknown, group: ChecklistGroup) =>
  Array.isArray(ticks) &&
  ticks.length === CHECKLIST_COUNTS[group] &&
  ticks.every((t) => t === true);

/** Spec 001 §2: the operation types, and the count fields each asks for. */
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
// The fields of each form (spec 001 §2), with the label the mail shows. The forms area keeps a
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

/** Spec 001 §2 'PDI Submission': the six confirmations, with the words the form shows. */
export const PDI_CONFIRMATIONS = [
  flag('operatorsManualProvided', "Operator's manual provided to the owner"),
  flag('scaleManualProvided', 'Scale manual provided to the owner'),
  flag('properlyAssembled', 'Unit properly assembled'),
  flag('testedAndOperating', 'Unit tested and operating'),
  flag('safetyInstructionProvided', 'Safety instruction provided to the owner'),
  flag('warrantyExplained', 'Warranty explained to the owner'),
] as const;

/** Spec 001 §2 'Warranty Registration': the six dealer certifications. */
export const DEALER_CERTIFICATIONS = [
  flag('properlyAssembled', 'The unit was properly assembled'),
  flag('testedAndOperating', 'The unit was tested and is operating properly'),
  flag('safetyInstructionProvided', 'Safety instruction was given to the purchaser'),
  flag('warrantyExplained', 'The warranty was explained to the purchaser'),
  flag('operatorsManualProvided', "The operator's manual was provided"),
  flag('informationAccurate', 'The information on this form is accurate'),
] as const;

/** Spec 001 §2 'Warranty Registration': the four purchaser certifications. */
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

// ---------------------------------------------------------------------------------------------
// Validation (spec 001 §5).

type Loose = Record<string, unknown>;
const blank = (v: unknown) =>
  typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !v.trim();
/** An e-mail address as every form of the portal and the API accept it. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const badEmail = (v: unknown) => !blank(v) && !isEmail(String(v).trim());
const badOperation = (v: unknown) => !blank(v) && !isOperation(String(v).trim());
const OPERATION_INVALID = `Operation Type must be one of ${OPERATIONS.join(', ')}`;

/** Spec 001 §5 'PDI submit requires': one message per failing rule, in this order. Beyond the
 * spec, an e-mail that is not an address and an unknown operation are named too (only a request
 * that skips the browser can send the latter). */
export function pdiProblems(f: Loose): string[] {
  const errors: string[] = [];
  if (blank(f.serialNumber)) errors.push('Serial Number is required');
  if (blank(f.model)) errors.push('Model is required');
  if (blank(f.deliveryDate)) errors.push('Delivery Date is required');
  if (blank(f.inspector)) errors.push('Inspector name is required');
  const lists = (f.checklists && typeof f.checklists === 'object' ? f.checklists : {}) as Loose;
  for (const group of REQUIRED_CHECKLISTS) {
    if (!isComplete(lists[group], group)) errors.push(`${group} checklist is incomplete`);
  }
  if (badEmail(f.dealerEmail)) errors.push('Dealer Email is not a valid e-mail address');
  if (badEmail(f.ownerEmail)) errors.push('Owner Email is not a valid e-mail address');
  if (badOperation(f.operation)) errors.push(OPERATION_INVALID);
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
  if (badEmail(f.dealerEmailAddress))
    e.dealerEmailAddress = 'Dealer Email Address is not a valid e-mail address';
  if (badEmail(f.ownerEmail)) e.ownerEmail = 'Owner Email is not a valid e-mail address';
  if (badOperation(f.operation)) e.operation = OPERATION_INVALID;
  return e;
}

/** Every problem of a form, as lines. */
export const formProblems = (kind: FormKind, f: Loose): string[] =>
  kind === 'pdi' ? pdiProblems(f) : Object.values(warrantyProblems(f));

// ---------------------------------------------------------------------------------------------
// The mail (spec 001 §7).

/** Spec 001 §7 mail subjects. */
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
