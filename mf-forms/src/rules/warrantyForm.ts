import { toCount, type Operation } from './operations';

/** The warranty registration form (spec 001 §2 'Warranty Registration'), wire names kept. */
export interface WarrantyForm {
  deliveryDate: string;
  model: string;
  serialNumber: string;
  properlyAssembled: boolean;
  testedAndOperating: boolean;
  safetyInstructionProvided: boolean;
  warrantyExplained: boolean;
  operatorsManualProvided: boolean;
  informationAccurate: boolean;
  dealerName: string;
  dealerSalesRep: string;
  dealerEmailAddress: string;
  dealerPhone: string;
  acceptanceOfEquipment: boolean;
  understoodInstructions: boolean;
  understoodWarranty: boolean;
  receivedManual: boolean;
  ownerName: string;
  ownerAddress: string;
  ownerCity: string;
  ownerStateProvince: string;
  ownerZipPostal: string;
  ownerPhone: string;
  ownerCellPhone: string;
  ownerEmail: string;
  operation: Operation | '';
  numCows: number;
  numHead: number;
  loadsPerDay: number;
  maxWeightPerLoad: number;
  estimatedHoursDaily: number;
  tractorMakeModel: string;
  notes: string;
}

export type WarrantyField = keyof WarrantyForm;

export const DEALER_CERTIFICATIONS = [
  ['properlyAssembled', 'The unit was properly assembled'],
  ['testedAndOperating', 'The unit was tested and is operating properly'],
  ['safetyInstructionProvided', 'Safety instruction was given to the purchaser'],
  ['warrantyExplained', 'The warranty was explained to the purchaser'],
  ['operatorsManualProvided', "The operator's manual was provided"],
  ['informationAccurate', 'The information on this form is accurate'],
] as const;

export const PURCHASER_CERTIFICATIONS = [
  ['acceptanceOfEquipment', 'I accept delivery of the equipment'],
  ['understoodInstructions', 'I understand the operating and safety instructions'],
  ['understoodWarranty', 'I understand the warranty'],
  ['receivedManual', "I received the operator's manual"],
] as const;

export function emptyWarranty(): WarrantyForm {
  return {
    deliveryDate: '',
    model: '',
    serialNumber: '',
    properlyAssembled: false,
    testedAndOperating: false,
    safetyInstructionProvided: false,
    warrantyExplained: false,
    operatorsManualProvided: false,
    informationAccurate: false,
    dealerName: '',
    dealerSalesRep: '',
    dealerEmailAddress: '',
    dealerPhone: '',
    acceptanceOfEquipment: false,
    understoodInstructions: false,
    understoodWarranty: false,
    receivedManual: false,
    ownerName: '',
    ownerAddress: '',
    ownerCity: '',
    ownerStateProvince: '',
    ownerZipPostal: '',
    ownerPhone: '',
    ownerCellPhone: '',
    ownerEmail: '',
    operation: '',
    numCows: 0,
    numHead: 0,
    loadsPerDay: 0,
    maxWeightPerLoad: 0,
    estimatedHoursDaily: 0,
    tractorMakeModel: '',
    notes: '',
  };
}

const blank = (v: unknown) => typeof v !== 'string' || !v.trim();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 001 §5 'Warranty registration requires', one message per field, in the spec's order.
 * 'Dealer Address is required' is attached to the dealer email field, as the spec states. The
 * informationAccurate and purchaser certifications are not enforced.
 *
 * Beyond the spec: the inputs the browser marks required (owner city, state, zip) get a message
 * of their own instead of the browser's bubble, and a malformed owner e-mail is named.
 */
export function validateWarranty(f: WarrantyForm): Partial<Record<WarrantyField, string>> {
  const e: Partial<Record<WarrantyField, string>> = {};
  const need = (field: WarrantyField, message: string) => {
    if (blank(f[field])) e[field] = message;
  };
  need('serialNumber', 'Serial Number is required');
  need('model', 'Model is required');
  need('deliveryDate', 'Delivery Date is required');
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
  const cert = (field: WarrantyField, message: string) => {
    if (f[field] !== true) e[field] = message;
  };
  cert('properlyAssembled', 'Assembly certification required');
  cert('testedAndOperating', 'Testing certification required');
  cert('safetyInstructionProvided', 'Safety instruction certification required');
  cert('warrantyExplained', 'Warranty explanation certification required');
  cert('operatorsManualProvided', 'Operators manual certification required');
  need('ownerCity', 'Owner City is required');
  need('ownerStateProvince', 'Owner State/Province is required');
  need('ownerZipPostal', 'Owner Zip/Postal Code is required');
  if (!e.ownerEmail && !EMAIL.test(f.ownerEmail.trim()))
    e.ownerEmail = 'Owner Email is not a valid e-mail address';
  return e;
}

export function warrantyPayload(f: WarrantyForm): WarrantyForm {
  const out = { ...f };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string') (out as unknown as Record<string, unknown>)[k] = v.trim();
  }
  out.numCows = toCount(f.numCows);
  out.numHead = toCount(f.numHead);
  out.loadsPerDay = toCount(f.loadsPerDay);
  out.maxWeightPerLoad = toCount(f.maxWeightPerLoad);
  out.estimatedHoursDaily = toCount(f.estimatedHoursDaily);
  return out;
}
