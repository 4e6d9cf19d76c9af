import { normalizeForm } from '@portal/shared/forms/unitFormFields';
import { warrantyProblems } from '@portal/shared/forms/unitForms';
import type { Operation } from './operations';

export {
  DEALER_CERTIFICATIONS,
  PURCHASER_CERTIFICATIONS,
} from '@portal/shared/forms/unitFormFields';

/** The warranty registration form (requirements 001 §2 'Warranty Registration'), wire names kept. */
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

/** Requirements 001 §5 'Warranty registration requires', by field (the rules shared with the API). */
export const validateWarranty = (f: WarrantyForm): Partial<Record<WarrantyField, string>> =>
  warrantyProblems(f as unknown as Record<string, unknown>);

/** What is sent: the form's own fields, trimmed texts and numbers for the counts (the same
 * normalization the API stores). */
export const warrantyPayload = (f: WarrantyForm): WarrantyForm =>
  normalizeForm('warranty', f as unknown as Record<string, unknown>) as unknown as WarrantyForm;
