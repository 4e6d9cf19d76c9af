import { BUYERS, useAuth } from '@portal/shared';

/** Whether the reader sees the dealer's net price: buyers and staff do; a DealerViewer does not
 * (the API leaves it out of a viewer's answers: requirements 000 §6, finance). */
export const usePricesShown = () => useAuth((s) => !!s.role && BUYERS.includes(s.role));
