import {
  DEALER_CERTIFICATIONS,
  emptyWarranty,
  PURCHASER_CERTIFICATIONS,
  validateWarranty,
  warrantyPayload,
  type WarrantyForm,
} from '../src/rules/warrantyForm';
import { countFields, toCount, OPERATIONS } from '../src/rules/operations';
import { MODELS, MODEL_GROUPS } from '../src/rules/models';
import { FORM_FIELDS } from '@portal/shared/forms/unitFormFields';

const complete = (): WarrantyForm => ({
  ...emptyWarranty(),
  deliveryDate: '2026-11-20',
  model: 'Segue 5T',
  serialNumber: 'SG-77',
  dealerName: 'Prairie Feed Equipment',
  dealerSalesRep: 'Dana Rep',
  dealerEmailAddress: 'rep@dealer.test',
  dealerPhone: '555-0100',
  ownerName: 'Jo Farmer',
  ownerAddress: '1 Farm Rd',
  ownerCity: 'Lethbridge',
  ownerStateProvince: 'AB',
  ownerZipPostal: 'T1J 0A1',
  ownerPhone: '555-0101',
  ownerEmail: 'jo@farm.test',
  operation: 'dairy',
  tractorMakeModel: 'JD 6155R',
  properlyAssembled: true,
  testedAndOperating: true,
  safetyInstructionProvided: true,
  warrantyExplained: true,
  operatorsManualProvided: true,
});

describe('warranty registration requires (spec 001 §5)', () => {
  it('a complete form passes without informationAccurate and the purchaser certifications', () => {
    expect(validateWarranty(complete())).toEqual({});
  });

  it.each([
    ['serialNumber', 'Serial Number is required'],
    ['model', 'Model is required'],
    ['deliveryDate', 'Delivery Date is required'],
    ['dealerName', 'Dealer Name is required'],
    ['dealerSalesRep', 'Sales Representative is required'],
    ['dealerPhone', 'Dealer Phone is required'],
    ['ownerName', 'Owner Name is required'],
    ['ownerEmail', 'Owner Email is required'],
    ['ownerPhone', 'Owner Phone is required'],
    ['ownerAddress', 'Owner Address is required'],
    ['operation', 'Operation Type is required'],
    ['tractorMakeModel', 'Tractor Make/Model is required'],
  ] as const)("%s: '%s'", (field, message) => {
    const f = complete();
    (f as unknown as Record<string, unknown>)[field] = ' ';
    expect(validateWarranty(f)).toEqual({ [field]: message });
  });

  it("'Dealer Address is required' (this message is attached to the dealer email field)", () => {
    const f = complete();
    f.dealerEmailAddress = '';
    expect(validateWarranty(f)).toEqual({ dealerEmailAddress: 'Dealer Address is required' });
  });

  it.each([
    ['properlyAssembled', 'Assembly certification required'],
    ['testedAndOperating', 'Testing certification required'],
    ['safetyInstructionProvided', 'Safety instruction certification required'],
    ['warrantyExplained', 'Warranty explanation certification required'],
    ['operatorsManualProvided', 'Operators manual certification required'],
  ] as const)("certification %s: '%s'", (field, message) => {
    const f = complete();
    f[field] = false;
    expect(validateWarranty(f)).toEqual({ [field]: message });
  });

  it('"The informationAccurate and the purchaser certifications are not enforced."', () => {
    const f = complete();
    f.informationAccurate = false;
    for (const { name } of PURCHASER_CERTIFICATIONS) f[name] = false;
    expect(validateWarranty(f)).toEqual({});
    expect(PURCHASER_CERTIFICATIONS.map((c) => c.name)).toEqual([
      'acceptanceOfEquipment',
      'understoodInstructions',
      'understoodWarranty',
      'receivedManual',
    ]);
    expect(DEALER_CERTIFICATIONS.map((c) => c.name)).toEqual([
      'properlyAssembled',
      'testedAndOperating',
      'safetyInstructionProvided',
      'warrantyExplained',
      'operatorsManualProvided',
      'informationAccurate',
    ]);
  });

  it('the browser-required owner city, state and zip get their own messages; a bad e-mail is named', () => {
    const f = complete();
    f.ownerCity = '';
    f.ownerStateProvince = '';
    f.ownerZipPostal = '';
    f.ownerEmail = 'not-an-email';
    expect(validateWarranty(f)).toEqual({
      ownerCity: 'Owner City is required',
      ownerStateProvince: 'Owner State/Province is required',
      ownerZipPostal: 'Owner Zip/Postal Code is required',
      ownerEmail: 'Owner Email is not a valid e-mail address',
    });
  });

  it('a dealer e-mail that is not an address and an operation outside the six are named', () => {
    const f = complete();
    f.dealerEmailAddress = 'rep at dealer';
    (f as unknown as Record<string, unknown>).operation = 'Dairy';
    expect(validateWarranty(f)).toEqual({
      dealerEmailAddress: 'Dealer Email Address is not a valid e-mail address',
      operation:
        'Operation Type must be one of dairy, beefBackground, cowCalf, beefFinishing, otherLivestock, composting',
    });
  });
});

describe('what is sent (the shape the API stores)', () => {
  it('has exactly the fields of spec 001 §2, as the shared rules list them', () => {
    expect(Object.keys(emptyWarranty()).sort()).toEqual(
      FORM_FIELDS.warranty.map((d) => d.name).sort(),
    );
  });

  it('drops what is not a field, trims texts, keeps ticks boolean', () => {
    const f = { ...complete(), serialNumber: '  SG-78 ', stray: 'x' } as WarrantyForm;
    const p = warrantyPayload(f) as unknown as Record<string, unknown>;
    expect(p.serialNumber).toBe('SG-78');
    expect(p).not.toHaveProperty('stray');
    expect(p.properlyAssembled).toBe(true);
    expect(p.informationAccurate).toBe(false);
  });
});

describe('operations and counts (spec 001 §2, §5)', () => {
  it('"Operation types are dairy, beefBackground, cowCalf, beefFinishing, otherLivestock, composting"', () => {
    expect(OPERATIONS).toEqual([
      'dairy',
      'beefBackground',
      'cowCalf',
      'beefFinishing',
      'otherLivestock',
      'composting',
    ]);
  });

  it('"dairy numCows; beefBackground, cowCalf, beefFinishing and otherLivestock numHead; composting loadsPerDay and maxWeightPerLoad"', () => {
    expect(countFields('dairy')).toEqual(['numCows']);
    for (const o of ['beefBackground', 'cowCalf', 'beefFinishing', 'otherLivestock'])
      expect(countFields(o)).toEqual(['numHead']);
    expect(countFields('composting')).toEqual(['loadsPerDay', 'maxWeightPerLoad']);
    expect(countFields('')).toEqual([]);
  });

  it('"Numeric operation inputs coerce to number, default 0."', () => {
    expect(toCount('120')).toBe(120);
    expect(toCount('1,200')).toBe(1200);
    expect(toCount(7.5)).toBe(7.5);
    expect(toCount('')).toBe(0);
    expect(toCount(null)).toBe(0);
    expect(toCount('lots')).toBe(0);
    expect(toCount(-3)).toBe(0);
    const f = complete();
    (f as unknown as Record<string, unknown>).numCows = '450';
    (f as unknown as Record<string, unknown>).estimatedHoursDaily = '';
    const p = warrantyPayload(f);
    expect(p.numCows).toBe(450);
    expect(p.estimatedHoursDaily).toBe(0);
  });
});

describe('model list (spec 001 §2)', () => {
  it('"about 59 machine models: Supreme 300 to 1900TR, Segue 3S to 9T, truck-mount mechanical, hydrostatic and hybrid variants, stationary variants and 24\' delivery boxes"', () => {
    expect(MODELS).toHaveLength(59);
    expect(new Set(MODELS).size).toBe(59);
    expect(MODELS).toEqual(
      expect.arrayContaining(['Supreme 300', 'Supreme 1900TR', 'Segue 3S', 'Segue 9T']),
    );
    for (const kind of ['Mechanical', 'Hydrostatic', 'Hybrid', 'Stationary'])
      expect(MODELS.some((m) => m.endsWith(kind))).toBe(true);
    expect(MODELS.filter((m) => m.startsWith("24' Delivery Box")).length).toBeGreaterThan(0);
    expect(MODEL_GROUPS.map((g) => g.label)).toHaveLength(7);
  });
});
