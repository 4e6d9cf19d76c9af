// The claim rules (shared with the API, which answers with the same English lines, joined by
// '; ', and two lines of its own about the serial) word each problem in English. Shown in the page's language: a fixed line is a catalog text itself; a
// line carrying values (a part's number, a due date, an amount) is read back into its values
// and worded by its catalog id. A due date comes as the rules' 'YYYY-MM-DD' and is shown as the
// page writes dates (11/24/2026 beside the English date fields).
import { formatNumber } from '@portal/shared';
import { moneyNow } from '@portal/shared/ui/money';
import { usDate } from '@portal/shared/dates';

type T = (id: string, values?: Record<string, string | number>) => string;

/** An English line's '1,234' or '$1,234.50', in the page's number or currency format. */
const amount = (english: string) => Number(english.replace(/,/g, ''));
const dollars = (english: string) => moneyNow(amount(english));

const WITH_VALUES: [RegExp, (m: RegExpExecArray, t: T) => string][] = [
  [
    /^The claim must be filed within (\d+) business days of repair completion \(by (\S+)\)$/,
    (m, t) => t('claim.repairLate', { days: m[1], due: usDate(m[2]) }),
  ],
  [
    /^Work and claim must be completed within (\d+) days of failure \(by (\S+)\)$/,
    (m, t) => t('claim.failureLate', { days: m[1], due: usDate(m[2]) }),
  ],
  [/^Part (\d+): the part number is required$/, (m, t) => t('part.numberRequired', { n: m[1] })],
  [
    /^Part (\d+): the quantity must be a whole number of at least 1$/,
    (m, t) => t('part.quantityInvalid', { n: m[1] }),
  ],
  [
    /^Part (\d+): the quantity cannot be more than ([\d,]+)$/,
    (m, t) => t('part.quantityTooLarge', { n: m[1], max: formatNumber(amount(m[2])) }),
  ],
  [/^Part (\d+): the dealer cost is required$/, (m, t) => t('part.costRequired', { n: m[1] })],
  [
    /^Part (\d+): the dealer cost cannot be negative$/,
    (m, t) => t('part.costNegative', { n: m[1] }),
  ],
  [
    /^Part (\d+): the dealer cost cannot be more than \$([\d,.]+)$/,
    (m, t) => t('part.costTooLarge', { n: m[1], amount: dollars(m[2]) }),
  ],
  [
    /^Part (\d+): the dealer cost must be in whole cents$/,
    (m, t) => t('part.costCents', { n: m[1] }),
  ],
  [
    /^Serial Number (.+) is not a unit of your dealership$/,
    (m, t) => t('serial.notOwned', { serial: m[1] }),
  ],
  [
    /^Serial Number (.+) is sold but not registered: submit its warranty registration first$/,
    (m, t) => t('serial.notRegistered', { serial: m[1] }),
  ],
  [/^The minimum claim is \$([\d,.]+)$/, (m, t) => t('claim.minimum', { amount: dollars(m[1]) })],
  [
    /^The claimed credit cannot be more than \$([\d,.]+)$/,
    (m, t) => t('claim.maximum', { amount: dollars(m[1]) }),
  ],
];

/** A claim rule's English line in the page's language. */
export function claimProblemText(t: T, line: string): string {
  for (const [pattern, word] of WITH_VALUES) {
    const m = pattern.exec(line);
    if (m) return word(m, t);
  }
  return t(line);
}

/** The API's refusal of a claim: each of its lines in the page's language. */
export const claimRefusalText = (t: T, message: string) =>
  message
    .split('; ')
    .map((line) => claimProblemText(t, line))
    .join(t('; '));

/** Whether a line carries values (worded by an id rather than being a catalog text itself). */
export const hasValues = (line: string) => WITH_VALUES.some(([p]) => p.test(line));
