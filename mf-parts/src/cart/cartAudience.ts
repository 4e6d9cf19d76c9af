import { allows, CART_AUDIENCE, useAuth } from '@portal/shared';

/** Whether the reader has the dealership's cart: buyers and staff acting for the dealer; a
 * DealerViewer has none (the cart shows net prices, finance: requirements 000 §6). */
export const useHasCart = () => useAuth((s) => allows(CART_AUDIENCE, s.role, s.isAuthenticated));
