import type { DealerChoice } from '@portal/shared';
import type { SalesRep } from '../api/dealers';
import { t } from '../i18n';

/** A row of the dealer picker: the dealer (requirements 001 §3 'Dealer (list)') and the sales reps of
 * its territory (from the sales staff list the picker also loads, requirements 001 §7). */
export interface DealerRow extends DealerChoice {
  salesReps: string;
}

/** Joins each dealer to the reps whose territory is the dealer's ('Dana Miller, Rosa Diaz'). */
export function withSalesReps(
  dealers: readonly DealerChoice[],
  reps: readonly SalesRep[],
): DealerRow[] {
  const byTerritory = new Map<string, string[]>();
  for (const r of reps) {
    const key = r.territory.toLowerCase();
    byTerritory.set(key, [...(byTerritory.get(key) ?? []), r.name]);
  }
  return dealers.map((d) => ({
    ...d,
    salesReps: (byTerritory.get((d.territory ?? '').trim().toLowerCase()) ?? []).join(', '),
  }));
}

/** Requirements 001 §2 and §8 (admin picker): "'Error: ' plus the message, or 'Failed to fetch data'". */
export function pickerErrorText(message: string | null | undefined): string {
  const m = (message ?? '').trim();
  return m ? t('picker.error', { message: m }) : t('Failed to fetch data');
}
