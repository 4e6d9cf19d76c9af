import { api } from '../api/client';
import { toDealerChoice, type DealerWire } from '../wire/dealer';
import { authStore, session, type DealerChoice } from './store';

/** Reads a dealer's record (GET /dealers/{id} answers a list; the first result counts). */
export async function fetchDealerChoice(dealerId: number): Promise<DealerChoice> {
  const { data } = await api.get<DealerWire[]>(`/dealers/${dealerId}`);
  const first = Array.isArray(data) ? data[0] : undefined;
  if (!first) throw new Error(`Dealer ${dealerId} not found`);
  return toDealerChoice(first);
}

let filling: number | null = null;

/** Requirements 000 §4: whenever a dealer is selected and its code, division, territory, currency or
 * name is missing, fetch the dealer record and fill them from the first result. */
async function fillIfMissing(): Promise<void> {
  const s = authStore.getState();
  const id = s.selectedDealer;
  if (!s.isAuthenticated || id == null || filling === id) return;
  const missing = [s.dealerCode, s.division, s.territory, s.currency, s.dealerName].some((v) => !v);
  if (!missing) return;
  filling = id;
  try {
    const choice = await fetchDealerChoice(id);
    if (authStore.getState().selectedDealer === id) session.selectDealer(choice);
  } catch (e) {
    console.warn('Could not fill the dealer record', e);
  } finally {
    filling = null;
  }
}

let started = false;
/** Starts watching the store; called once by whoever hosts the page (the shell or a standalone area). */
export function startDealerFill(): void {
  if (started) return;
  started = true;
  authStore.subscribe((s, prev) => {
    if (s.selectedDealer !== prev.selectedDealer || s.isAuthenticated !== prev.isAuthenticated) {
      void fillIfMissing();
    }
  });
  void fillIfMissing();
}
