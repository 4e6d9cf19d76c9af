import { CHECKLIST_COUNTS, CHECKLIST_GROUPS } from '@portal/shared/forms/checklists';

/** Valid PDI and warranty-registration forms (requirements 001 §5), each with a serial of its own. */
let serial = 0;
const nextSerial = () => `SN-T${Date.now()}-${++serial}`;

export function pdi(overrides: Record<string, unknown> = {}) {
  return {
    deliveryDate: '2026-11-20',
    dealerCode: 'D1001',
    model: 'Supreme 900T',
    inspector: 'Sam Tech',
    serialNumber: nextSerial(),
    pdiDate: '2026-11-21',
    dealerSalesRep: 'Bea Buyer',
    dealerEmail: 'rep@dealer1001.example.com',
    checklists: Object.fromEntries(
      CHECKLIST_GROUPS.map((g) => [g, Array(CHECKLIST_COUNTS[g]).fill(true)]),
    ),
    ...overrides,
  };
}

export function warranty(overrides: Record<string, unknown> = {}) {
  return {
    deliveryDate: '2026-11-20',
    model: 'Segue 5T',
    serialNumber: nextSerial(),
    properlyAssembled: true,
    testedAndOperating: true,
    safetyInstructionProvided: true,
    warrantyExplained: true,
    operatorsManualProvided: true,
    dealerName: 'Prairie Mixers',
    dealerSalesRep: 'Bea Buyer',
    dealerEmailAddress: 'rep@dealer1001.example.com',
    dealerPhone: '555-0100',
    ownerName: 'Owen Owner',
    ownerAddress: '1 Farm Rd',
    ownerCity: 'Ames',
    ownerStateProvince: 'IA',
    ownerZipPostal: '50010',
    ownerPhone: '555-0111',
    ownerEmail: 'owen@farm.example.com',
    operation: 'dairy',
    numCows: 300,
    tractorMakeModel: 'Deere 6155R',
    ...overrides,
  };
}
