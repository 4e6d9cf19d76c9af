import { pdiProblems } from '@portal/shared/formRules';
import { emptyChecklists, type Checklists } from './checklists';
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

/** Spec 001 §5 'PDI submit requires' (the rules shared with the API). */
export const validatePdi = (f: PdiForm): string[] =>
  pdiProblems(f as unknown as Record<string, unknown>);

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
