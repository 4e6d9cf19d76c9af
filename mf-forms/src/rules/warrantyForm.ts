import { warrantyProblems } from '@portal/shared/formRules';
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

/** Spec 001 §5 'Warranty registration requires', by field (the rules shared with the API). */
export const validateWarranty = (f: WarrantyForm): Partial<Record<WarrantyField, string>> =>
  warrantyProblems(f as unknown as Record<string, unknown>);

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
