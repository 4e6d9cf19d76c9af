// Requirements 001 §2: the operation types a unit form asks for, and the count fields each asks for.

/** Requirements 001 §2: the operation types, and the count fields each asks for. */
export const OPERATIONS = [
  'dairy',
  'beefBackground',
  'cowCalf',
  'beefFinishing',
  'otherLivestock',
  'composting',
] as const;
export type Operation = (typeof OPERATIONS)[number];
export const isOperation = (v: unknown): v is Operation =>
  (OPERATIONS as readonly unknown[]).includes(v);

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

/** "dairy numCows; beefBackground, cowCalf, beefFinishing and otherLivestock numHead;
 * composting loadsPerDay and maxWeightPerLoad". */
export function countFields(operation: unknown): CountField[] {
  if (operation === 'dairy') return ['numCows'];
  if (operation === 'composting') return ['loadsPerDay', 'maxWeightPerLoad'];
  return isOperation(operation) ? ['numHead'] : [];
}

/** "Numeric operation inputs coerce to number, default 0." A negative count means nothing: 0. */
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
