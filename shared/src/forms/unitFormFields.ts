// Requirements 001 §2: the fields of the PDI and the warranty registration, with the label the mail
// shows, and a form as it is sent and stored. One copy, read by the forms area in the browser and
// by the API, so a request that skips the browser is stored in the same shape. The forms area
// keeps a typed interface of the same names; its tests check the two agree.
import { COUNT_LABELS, toCount, type CountField } from './operations';
import { CHECKLIST_COUNTS, CHECKLIST_GROUPS, type ChecklistGroup } from './checklists';
import { SERIAL_NUMBER_LABEL } from './fields';

export type FormKind = 'pdi' | 'warranty';

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
    text('serialNumber', SERIAL_NUMBER_LABEL),
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
    text('serialNumber', SERIAL_NUMBER_LABEL),
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
