import { normalizeForm } from '@portal/shared/forms/unitFormFields';
import { pdiErrors, pdiProblems } from '@portal/shared/forms/unitForms';
import { emptyChecklists, type Checklists } from './checklists';
import type { Operation } from './operations';

export { PDI_CONFIRMATIONS } from '@portal/shared/forms/unitFormFields';

/** The PDI form (requirements 001 §2 'PDI Submission'), with the wire names the API stores. */
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

/** Requirements 001 §5 'PDI submit requires' (the rules shared with the API). */
export const validatePdi = (f: PdiForm): string[] =>
  pdiProblems(f as unknown as Record<string, unknown>);

/** The same rules by field, for the page to mark each failing input. */
export const pdiFieldErrors = (f: PdiForm): Record<string, string> =>
  pdiErrors(f as unknown as Record<string, unknown>);

/** What is sent: the form's own fields, trimmed texts and numbers for the counts (the same
 * normalization the API stores). */
export const pdiPayload = (f: PdiForm): PdiForm =>
  normalizeForm('pdi', f as unknown as Record<string, unknown>) as unknown as PdiForm;
