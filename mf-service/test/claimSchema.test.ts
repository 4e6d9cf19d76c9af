import { languageStore, setLanguage } from '@portal/shared';
import { addDays } from '@portal/shared/dates';
import {
  businessDaysBefore,
  claimDueAfterFailure,
  claimDueAfterRepair,
  claimToday,
  type ClaimField,
  type ClaimInput,
  type PhotoCounts,
} from '@portal/shared/warranty/claimRules';
import { claimProblems } from '@portal/shared/warranty/claimSchema';
import { claimProblemText } from '../src/components/claimProblemText';
import { t } from '../src/i18n';

// The warranty statement's rules as the claim's schema (the API runs the same): each rule broken
// alone names its field with the spec's English line, which the page shows in French too; each
// boundary that the rule allows passes.
const today = claimToday();
const repairDate = businessDaysBefore(today, 2);
const valid = (): ClaimInput => ({
  serial: 'PT123456',
  failureDate: repairDate,
  repairDate,
  hours: 1_200,
  failureKind: 'other',
  authorizationNumber: '',
  complaint: 'Scale reads low',
  cause: 'Load cell cable cut',
  correction: 'Replaced the cable',
  // $125.00 labour + 2 × $40.00 + 10% = $213.00.
  parts: [{ partNumber: 'LC-100', quantity: 2, dealerCost: 40 }],
  labourHours: 1,
});
const PHOTOS: PhotoCounts = { failure: 2, serialPlate: 1 };
const problems = (change: Partial<ClaimInput>, photos: PhotoCounts | undefined = PHOTOS) =>
  claimProblems({ ...valid(), ...change }, today, photos);

afterEach(() => languageStore.setState({ language: 'en' }));

const late = addDays(today, -50);
const tooOld = businessDaysBefore(today, 15);
const part = (p: Partial<ClaimInput['parts'][number]>) => ({
  parts: [{ partNumber: 'LC-100', quantity: 2, dealerCost: 40, ...p }],
});
const NBSP = '\u00a0';

/** [rule, the claim's change, field, English line, French line]. */
const BROKEN: [string, Partial<ClaimInput>, string, string, string | RegExp][] = [
  [
    'serial missing',
    { serial: '  ' },
    'serial',
    'Serial Number is required',
    'Le numéro de série est obligatoire',
  ],
  [
    'complaint missing',
    { complaint: '' },
    'complaint',
    'Complaint is required',
    'La plainte est obligatoire',
  ],
  ['cause missing', { cause: ' ' }, 'cause', 'Cause is required', 'La cause est obligatoire'],
  [
    'correction missing',
    { correction: '' },
    'correction',
    'Correction is required',
    'La correction est obligatoire',
  ],
  [
    'failure date missing',
    { failureDate: '' },
    'failureDate',
    'Failure Date is required',
    'La date de la défaillance est obligatoire',
  ],
  [
    'failure date not a date',
    { failureDate: '2026-13-45' },
    'failureDate',
    'Failure Date must be a date',
    'La date de la défaillance doit être une date',
  ],
  [
    'failure date in the future',
    { failureDate: addDays(today, 1) },
    'failureDate',
    'Failure Date cannot be in the future',
    'La date de la défaillance ne peut pas être dans le futur',
  ],
  [
    'failure over 45 days ago',
    { failureDate: late },
    'failureDate',
    `Work and claim must be completed within 45 days of failure (by ${claimDueAfterFailure(late)})`,
    `Les travaux et la réclamation doivent être terminés dans les 45 jours suivant la défaillance (au plus tard le ${claimDueAfterFailure(late)})`,
  ],
  [
    'repair date missing',
    { repairDate: '' },
    'repairDate',
    'Repair Completion Date is required',
    'La date de fin de la réparation est obligatoire',
  ],
  [
    'repair date not a date',
    { repairDate: 'soon' },
    'repairDate',
    'Repair Completion Date must be a date',
    'La date de fin de la réparation doit être une date',
  ],
  [
    'repair date in the future',
    { repairDate: addDays(today, 1) },
    'repairDate',
    'Repair Completion Date cannot be in the future',
    'La date de fin de la réparation ne peut pas être dans le futur',
  ],
  [
    'repair before the failure',
    { failureDate: repairDate, repairDate: addDays(repairDate, -1) },
    'repairDate',
    'Repair Completion Date cannot be before the Failure Date',
    'La date de fin de la réparation ne peut pas précéder la date de la défaillance',
  ],
  [
    'claim over 14 business days after repair',
    { failureDate: tooOld, repairDate: tooOld },
    'repairDate',
    `The claim must be filed within 14 business days of repair completion (by ${claimDueAfterRepair(tooOld)})`,
    `La réclamation doit être déposée dans les 14 jours ouvrables suivant la fin de la réparation (au plus tard le ${claimDueAfterRepair(tooOld)})`,
  ],
  ['hours missing', { hours: null }, 'hours', 'Hours is required', 'Les heures sont obligatoires'],
  [
    'hours not read',
    { hours: Number.NaN },
    'hours',
    'Hours is required',
    'Les heures sont obligatoires',
  ],
  [
    'hours negative',
    { hours: -1 },
    'hours',
    'Hours cannot be negative',
    'Les heures ne peuvent pas être négatives',
  ],
  [
    'hours beyond the meter',
    { hours: 100_000 },
    'hours',
    'Hours cannot be more than 99,999',
    `Les heures ne peuvent pas dépasser 99${NBSP}999`,
  ],
  [
    'major drive beyond 5,000 hours',
    { failureKind: 'majorDrive', authorizationNumber: 'A-1', hours: 5_001 },
    'hours',
    'Major drive components are declined beyond 5,000 hours',
    `Les composants d’entraînement principaux sont refusés au-delà de 5${NBSP}000 heures`,
  ],
  [
    'failure type missing',
    { failureKind: '' },
    'failureKind',
    'Failure Type is required',
    'Le type de défaillance est obligatoire',
  ],
  [
    'major drive without authorization',
    { failureKind: 'majorDrive', authorizationNumber: ' ' },
    'authorizationNumber',
    'An authorization number is required for a major drive or hydraulic failure',
    'Un numéro d’autorisation est obligatoire pour une défaillance d’entraînement principal ou hydraulique',
  ],
  [
    'hydraulic without authorization',
    { failureKind: 'hydraulic' },
    'authorizationNumber',
    'An authorization number is required for a major drive or hydraulic failure',
    'Un numéro d’autorisation est obligatoire pour une défaillance d’entraînement principal ou hydraulique',
  ],
  [
    'labour negative',
    { labourHours: -1 },
    'labourHours',
    'Labour Hours cannot be negative',
    'Les heures de main-d’œuvre ne peuvent pas être négatives',
  ],
  [
    'labour beyond 999 hours',
    { labourHours: 1_000 },
    'labourHours',
    'Labour Hours cannot be more than 999',
    'Les heures de main-d’œuvre ne peuvent pas dépasser 999',
  ],
  [
    'part number missing',
    part({ partNumber: ' ' }),
    'parts.0',
    'Part 1: the part number is required',
    `Pièce 1${NBSP}: le numéro de pièce est obligatoire`,
  ],
  [
    'part quantity zero',
    part({ quantity: 0 }),
    'parts.0',
    'Part 1: the quantity must be a whole number of at least 1',
    `Pièce 1${NBSP}: la quantité doit être un nombre entier d’au moins 1`,
  ],
  [
    'part quantity not whole',
    part({ quantity: 1.5 }),
    'parts.0',
    'Part 1: the quantity must be a whole number of at least 1',
    `Pièce 1${NBSP}: la quantité doit être un nombre entier d’au moins 1`,
  ],
  [
    'part quantity beyond 9,999',
    part({ quantity: 10_000 }),
    'parts.0',
    'Part 1: the quantity cannot be more than 9,999',
    `Pièce 1${NBSP}: la quantité ne peut pas dépasser 9${NBSP}999`,
  ],
  [
    'part cost missing',
    part({ dealerCost: Number.NaN }),
    'parts.0',
    'Part 1: the dealer cost is required',
    `Pièce 1${NBSP}: le coût concessionnaire est obligatoire`,
  ],
  [
    'part cost negative',
    part({ dealerCost: -1 }),
    'parts.0',
    'Part 1: the dealer cost cannot be negative',
    `Pièce 1${NBSP}: le coût concessionnaire ne peut pas être négatif`,
  ],
  [
    'part cost beyond $999,999.99',
    part({ quantity: 1, dealerCost: 1_000_000 }),
    'parts.0',
    'Part 1: the dealer cost cannot be more than $999,999.99',
    /^Pièce 1\s: le coût concessionnaire ne peut pas dépasser 999\s999,99\s\$\sUS$/,
  ],
  [
    'part cost in fractions of a cent',
    part({ dealerCost: 40.001 }),
    'parts.0',
    'Part 1: the dealer cost must be in whole cents',
    `Pièce 1${NBSP}: le coût concessionnaire doit être en cents entiers`,
  ],
  [
    'credit under $100',
    { parts: [], labourHours: 0.5 },
    'credit',
    'The minimum claim is $100.00',
    /^La réclamation minimale est de 100,00\s\$\sUS$/,
  ],
  [
    'credit beyond $999,999.99',
    part({ quantity: 9_999, dealerCost: 999_999.99 }),
    'credit',
    'The claimed credit cannot be more than $999,999.99',
    /^Le crédit réclamé ne peut pas dépasser 999\s999,99\s\$\sUS$/,
  ],
];

describe('the claim schema', () => {
  it('passes a valid claim, with and without its photos counted', () => {
    expect(problems({})).toEqual({});
    expect(problems({}, undefined)).toEqual({});
  });

  it.each(BROKEN)('%s: names the field in English', (_rule, change, field, english) => {
    expect(problems(change)[field as ClaimField]).toBe(english);
  });

  it.each(BROKEN)(
    '%s: shows the line in French',
    async (_rule, change, field, _english, french) => {
      await setLanguage('fr-CA');
      const line = claimProblemText(t, problems(change)[field as 'serial']!);
      if (typeof french === 'string') expect(line).toBe(french);
      else expect(line).toMatch(french);
    },
  );

  it('allows every boundary the rules allow', () => {
    const repairedAt14 = businessDaysBefore(today, 14);
    expect(problems({ failureDate: repairedAt14, repairDate: repairedAt14 })).toEqual({});
    expect(problems({ failureDate: addDays(today, -45), repairDate })).toEqual({});
    expect(problems({ hours: 0 })).toEqual({});
    expect(problems({ hours: 99_999 })).toEqual({});
    expect(
      problems({ failureKind: 'majorDrive', authorizationNumber: 'A-1', hours: 5_000 }),
    ).toEqual({});
    expect(
      problems({
        labourHours: null,
        parts: [{ partNumber: 'A', quantity: 9_999, dealerCost: 0.01 }],
      }),
    ).toEqual({});
    // Exactly $100.00: 0.8 h × $125.
    expect(problems({ parts: [], labourHours: 0.8 })).toEqual({});
  });

  it('asks for photos only when they are counted: 2 of the failure, 1 of the serial plate', async () => {
    expect(problems({}, { failure: 1, serialPlate: 0 })).toEqual({
      failurePhotos: 'At least 2 photos of the failure are required',
      serialPhotos: 'At least 1 photo of the serial plate is required',
    });
    await setLanguage('fr-CA');
    expect(claimProblemText(t, 'At least 2 photos of the failure are required')).toBe(
      'Au moins 2 photos de la défaillance sont obligatoires',
    );
    expect(claimProblemText(t, 'At least 1 photo of the serial plate is required')).toBe(
      'Au moins 1 photo de la plaque de série est obligatoire',
    );
  });

  it('names each broken field once, in the form’s order, its first broken rule speaking', () => {
    const all = claimProblems(
      {
        ...valid(),
        serial: '',
        hours: -5,
        repairDate: '',
        parts: [{ partNumber: '', quantity: 0, dealerCost: -1 }],
      },
      today,
      { failure: 2, serialPlate: 0 },
    );
    expect(Object.entries(all)).toEqual([
      ['serial', 'Serial Number is required'],
      ['repairDate', 'Repair Completion Date is required'],
      ['hours', 'Hours cannot be negative'],
      ['parts.0', 'Part 1: the part number is required'],
      ['serialPhotos', 'At least 1 photo of the serial plate is required'],
    ]);
  });
});
