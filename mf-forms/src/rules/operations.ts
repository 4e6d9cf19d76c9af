// Spec 001 §2 and §5: operation types and their own count fields; numeric operation inputs
// coerce to a number, default 0.

export const OPERATIONS = [
  'dairy',
  'beefBackground',
  'cowCalf',
  'beefFinishing',
  'otherLivestock',
  'composting',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export const OPERATION_LABELS: Record<Operation, string> = {
  dairy: 'Dairy',
  beefBackground: 'Beef Background',
  cowCalf: 'Cow-Calf',
  beefFinishing: 'Beef Finishing',
  otherLivestock: 'Other Livestock',
  composting: 'Composting',
};

export type CountField = 'numCows' | 'numHead' | 'loadsPerDay' | 'maxWeightPerLoad';

export const COUNT_LABELS: Record<CountField, string> = {
  numCows: 'Number of Cows',
  numHead: 'Number of Head',
  loadsPerDay: 'Loads per Day',
  maxWeightPerLoad: 'Max Weight per Load (lb)',
};

/** Which counts an operation asks for: dairy numCows; the beef, cow-calf and other-livestock
 * operations numHead; composting loadsPerDay and maxWeightPerLoad. */
export function countFields(operation: string): CountField[] {
  if (operation === 'dairy') return ['numCows'];
  if (operation === 'composting') return ['loadsPerDay', 'maxWeightPerLoad'];
  if ((OPERATIONS as readonly string[]).includes(operation)) return ['numHead'];
  return [];
}

/** "Numeric operation inputs coerce to number, default 0." Negative counts make no sense: 0. */
export function toCount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : Number(
          String(value ?? '')
            .replace(/,/g, '')
            .trim(),
        );
  return Number.isFinite(n) && n > 0 ? n : 0;
}
