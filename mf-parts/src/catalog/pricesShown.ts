import { allows, NET_PRICE_AUDIENCE, useAuth } from '@portal/shared';

/** Whether the reader sees the dealer's net price: the access table says who (buyers and staff);
 * a DealerViewer's answers carry none (requirements 000 §6, finance). */
export const usePricesShown = () =>
  useAuth((s) => allows(NET_PRICE_AUDIENCE, s.role, s.isAuthenticated));
