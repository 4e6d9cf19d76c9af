import { CHECKLIST_COUNTS, CHECKLIST_GROUPS } from '@portal/shared/forms/checklists';
import warrantyForm from './warrantyForm.json';

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

/** A valid registration: the fields are in warrantyForm.json, which the bench scripts send too. */
export function warranty(overrides: Record<string, unknown> = {}) {
  return { ...warrantyForm, serialNumber: nextSerial(), ...overrides };
}
