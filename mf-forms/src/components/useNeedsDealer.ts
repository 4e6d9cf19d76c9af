import { isStaff, useAuth } from '@portal/shared';

/**
 * Sales staff and admins act for the dealer they picked on /admin; a form sent with none would
 * be refused by the API (it stores every PDI and registration for a dealer). Dealer roles always
 * have their own.
 */
export function useNeedsDealer(): boolean {
  const role = useAuth((s) => s.role);
  const selected = useAuth((s) => s.selectedDealer);
  return isStaff(role) && selected == null;
}
