import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import { emptyClaim, FAILURE_KINDS, type ClaimInput } from '@portal/shared/warranty/claimRules';
import en from '../src/messages/en.json';
import { hasValues } from '../src/components/claimProblemText';
import { claimProblems } from '@portal/shared/warranty/claimSchema';

/** Fixed vocabulary the claims list shows from data: statuses, claim types, warranty states. */
export const CLAIM_WORDS = [
  'Open',
  'Closed',
  'Complete',
  'Submitted',
  'In Review',
  'Awaiting Parts',
  'Approved',
  'Paid',
  'Denied',
  'Warranty',
  'Goodwill',
  'Policy',
  'Service Call',
  'Active',
  'Expired',
  'N/A',
];

/** The claim rules' fixed lines (those with values have ids in en.json): every rule broken once. */
function ruleLines(): string[] {
  const today = '2026-03-10';
  const claim = (c: Partial<ClaimInput>) => ({ ...emptyClaim(), ...c });
  const runs = [
    claimProblems(claim({}), today, { failure: 0, serialPlate: 0 }),
    claimProblems(
      claim({
        failureDate: 'x',
        repairDate: 'x',
        hours: -1,
        labourHours: -1,
        failureKind: 'majorDrive',
      }),
      today,
    ),
    claimProblems(
      claim({
        failureDate: '2026-04-01',
        repairDate: '2026-04-01',
        hours: 99999,
        failureKind: 'majorDrive',
      }),
      today,
    ),
    claimProblems(claim({ failureDate: '2026-03-05', repairDate: '2026-03-01' }), today),
    claimProblems(claim({ hours: 100_000, labourHours: 1000 }), today),
  ];
  return runs.flatMap((r) => Object.values(r) as string[]).filter((l) => !hasValues(l));
}

/** The Service area's catalog (src/i18n.ts): its texts and those it shows from data. */
export const serviceEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...CLAIM_WORDS,
    ...FAILURE_KINDS.map((k) => k.label),
    ...ruleLines(),
  ]);
