import { emptyChecklists, REQUIRED_CHECKLISTS, isComplete, type Checklists } from './checklists';
import { toCount, type Operation } from './operations';

/** The PDI form (spec 001 §2 'PDI Submission'), with the wire names the API stores. */
export interface PdiForm {
  deliveryDate: string;
  dealerCode: string;
  model: string;
  inspector: string;
  serialNumber: string;
  pdiDate: string;
  planetarySerialNumbers: string;
  scaleSerialNumbers: string;
  truckVin: string;
  gearboxSerialNumbers: string;
  dealerSalesRep: string;
  dealerEmail: string;
  dealerPhone: string;
  notes: string;
  checklists: Checklists;
  operatorsManualProvided: boolean;
  scaleManualProvided: boolean;
  properlyAssembled: boolean;
  testedAndOperating: boolean;
  safetyInstructionProvided: boolean;
  warrantyExplained: boolean;
  dealerName: string;
  dealerAddress: string;
  dealerCity: string;
  dealerStateProvince: string;
  dealerZipPostal: string;
  ownerName: string;
  ownerAddress: string;
  ownerCity: string;
  ownerStateProvince: string;
  ownerZipPostal: string;
  ownerPhone: string;
  ownerEmail: string;
  operation: Operation | '';
  numCows: number;
  numHead: number;
  loadsPerDay: number;
  maxWeightPerLoad: number;
}

export const PDI_CONFIRMATIONS = [
  ['operatorsManualProvided', "Operator's manual provided to the owner"],
  ['scaleManualProvided', 'Scale manual provided to the owner'],
  ['properlyAssembled', 'Unit properly assembled'],
  ['testedAndOperating', 'Unit tested and operating'],
  ['safetyInstructionProvided', 'Safety instruction provided to the owner'],
  ['warrantyExplained', 'Warranty explained to the owner'],
] as const;

export function emptyPdi(today = ''): PdiForm {
  return {
    deliveryDate: '',
    dealerCode: '',
    model: '',
    inspector: '',
    serialNumber: '',
    pdiDate: today,
    planetarySerialNumbers: '',
    scaleSerialNumbers: '',
    truckVin: '',
    gearboxSerialNumbers: '',
    dealerSalesRep: '',
    dealerEmail: '',
    dealerPhone: '',
    notes: '',
    checklists: emptyChecklists(),
    operatorsManualProvided: false,
    scaleManualProvided: false,
    properlyAssembled: false,
    testedAndOperating: false,
    safetyInstructionProvided: false,
    warrantyExplained: false,
    dealerName: '',
    dealerAddress: '',
    dealerCity: '',
    dealerStateProvince: '',
    dealerZipPostal: '',
    ownerName: '',
    ownerAddress: '',
    ownerCity: '',
    ownerStateProvince: '',
    ownerZipPostal: '',
    ownerPhone: '',
    ownerEmail: '',
    operation: '',
    numCows: 0,
    numHead: 0,
    loadsPerDay: 0,
    maxWeightPerLoad: 0,
  };
}

const blank = (v: string) => !v || !v.trim();

/**
 * Spec 001 §5 'PDI submit requires': Serial Number, Model, Delivery Date, Inspector, and every
 * checklist group except trucksHydro and trucksGen3 fully ticked — one message per failing rule,
 * in this order.
 */
export function validatePdi(f: PdiForm): string[] {
  const errors: string[] = [];
  if (blank(f.serialNumber)) errors.push('Serial Number is required');
  if (blank(f.model)) errors.push('Model is required');
  if (blank(f.deliveryDate)) errors.push('Delivery Date is required');
  if (blank(f.inspector)) errors.push('Inspector name is required');
  for (const group of REQUIRED_CHECKLISTS) {
    if (!isComplete(f.checklists?.[group], group)) errors.push(`${group} checklist is incomplete`);
  }
  return errors;
}

/** What is sent: trimmed texts and numbers for the counts. */
export function pdiPayload(f: PdiForm): PdiForm {
  const out = { ...f };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string') (out as unknown as Record<string, unknown>)[k] = v.trim();
  }
  out.numCows = toCount(f.numCows);
  out.numHead = toCount(f.numHead);
  out.loadsPerDay = toCount(f.loadsPerDay);
  out.maxWeightPerLoad = toCount(f.maxWeightPerLoad);
  return out;
}
