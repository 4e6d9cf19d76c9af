import { CHECKLIST_GROUPS, CHECKLIST_ITEMS, emptyChecklists } from '../src/rules/checklists';
import {
  emptyPdi,
  pdiPayload,
  PDI_CONFIRMATIONS,
  validatePdi,
  type PdiForm,
} from '../src/rules/pdiForm';
import { FORM_FIELDS } from '@portal/shared/forms/unitFormFields';

const complete = (): PdiForm => {
  const f = emptyPdi('2026-11-22');
  f.serialNumber = 'SN-1';
  f.model = 'Supreme 900T';
  f.deliveryDate = '2026-11-20';
  f.inspector = 'Sam Tech';
  for (const g of CHECKLIST_GROUPS) f.checklists[g] = f.checklists[g].map(() => true);
  return f;
};

describe('PDI checklist counts (spec 001 §9)', () => {
  it('"fluids 11, electrical 4, tiresWheels 4, augers 5, conveyor 10, tub 2, trucksHydro 6, trucksGen3 8"', () => {
    const counts = Object.fromEntries(CHECKLIST_GROUPS.map((g) => [g, CHECKLIST_ITEMS[g].length]));
    expect(counts).toEqual({
      fluids: 11,
      electrical: 4,
      tiresWheels: 4,
      augers: 5,
      conveyor: 10,
      tub: 2,
      trucksHydro: 6,
      trucksGen3: 8,
    });
    const empty = emptyChecklists();
    for (const g of CHECKLIST_GROUPS) expect(empty[g]).toEqual(CHECKLIST_ITEMS[g].map(() => false));
  });

  it("uses the spec's hints: pumps 150-400 psi; augers 1-3 RPM at idle", () => {
    expect(CHECKLIST_ITEMS.fluids.some((i) => i.includes('150-400 psi'))).toBe(true);
    expect(CHECKLIST_ITEMS.augers.some((i) => i.includes('1-3 RPM at idle'))).toBe(true);
  });
});

describe('PDI submit (spec 001 §5)', () => {
  it('a complete form passes, truck groups unticked', () => {
    const f = complete();
    f.checklists.trucksHydro = f.checklists.trucksHydro.map(() => false);
    f.checklists.trucksGen3 = f.checklists.trucksGen3.map(() => false);
    expect(validatePdi(f)).toEqual([]);
  });

  it.each([
    ['serialNumber', 'Serial Number is required'],
    ['model', 'Model is required'],
    ['deliveryDate', 'Delivery Date is required'],
    ['inspector', 'Inspector name is required'],
  ] as const)("requires %s: '%s'", (field, message) => {
    const f = complete();
    f[field] = '';
    expect(validatePdi(f)).toEqual([message]);
    f[field] = '   ';
    expect(validatePdi(f)).toEqual([message]);
  });

  it.each(['fluids', 'electrical', 'tiresWheels', 'augers', 'conveyor', 'tub'] as const)(
    "'%s checklist is incomplete' when one item is unticked",
    (group) => {
      const f = complete();
      f.checklists[group][f.checklists[group].length - 1] = false;
      expect(validatePdi(f)).toEqual([`${group} checklist is incomplete`]);
    },
  );

  it('"every checklist group except trucksHydro and trucksGen3 fully ticked"', () => {
    const f = complete();
    f.checklists.trucksHydro[0] = false;
    f.checklists.trucksGen3 = f.checklists.trucksGen3.map(() => false);
    expect(validatePdi(f)).toEqual([]);
  });

  it('an empty form lists every failing rule, one line each, in order', () => {
    expect(validatePdi(emptyPdi())).toEqual([
      'Serial Number is required',
      'Model is required',
      'Delivery Date is required',
      'Inspector name is required',
      'fluids checklist is incomplete',
      'electrical checklist is incomplete',
      'tiresWheels checklist is incomplete',
      'augers checklist is incomplete',
      'conveyor checklist is incomplete',
      'tub checklist is incomplete',
    ]);
  });

  it('a checklist of the wrong length (an old draft) is incomplete', () => {
    const f = complete();
    f.checklists.tub = [true];
    expect(validatePdi(f)).toEqual(['tub checklist is incomplete']);
  });

  it('names a dealer or owner e-mail that is not an address, and an unknown operation', () => {
    const f = complete();
    f.dealerEmail = 'rep@';
    f.ownerEmail = 'owner';
    (f as unknown as Record<string, unknown>).operation = 'pigs';
    expect(validatePdi(f)).toEqual([
      'Dealer Email is not a valid e-mail address',
      'Owner Email is not a valid e-mail address',
      'Operation Type must be one of dairy, beefBackground, cowCalf, beefFinishing, otherLivestock, composting',
    ]);
  });

  it('"confirmations: operatorsManualProvided, scaleManualProvided, properlyAssembled, testedAndOperating, safetyInstructionProvided, warrantyExplained"', () => {
    expect(PDI_CONFIRMATIONS.map((c) => c.name)).toEqual([
      'operatorsManualProvided',
      'scaleManualProvided',
      'properlyAssembled',
      'testedAndOperating',
      'safetyInstructionProvided',
      'warrantyExplained',
    ]);
    // Not required by requirements 001 §5: a PDI passes with none confirmed.
    expect(validatePdi(complete())).toEqual([]);
  });

  it('has exactly the fields of spec 001 §2, as the shared rules list them', () => {
    expect(Object.keys(emptyPdi()).sort()).toEqual(FORM_FIELDS.pdi.map((d) => d.name).sort());
  });

  it('sends each checklist at its exact count, whatever an old draft held', () => {
    const f = complete();
    f.checklists.tub = [true, true, true];
    f.checklists.trucksGen3 = [true];
    const p = pdiPayload(f);
    expect(p.checklists.tub).toEqual([true, true]);
    expect(p.checklists.trucksGen3).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('sends trimmed texts and numeric counts', () => {
    const f = complete();
    f.serialNumber = '  SN-9 ';
    (f as unknown as Record<string, unknown>).numHead = '250';
    (f as unknown as Record<string, unknown>).numCows = 'abc';
    const p = pdiPayload(f);
    expect(p.serialNumber).toBe('SN-9');
    expect(p.numHead).toBe(250);
    expect(p.numCows).toBe(0);
  });
});
