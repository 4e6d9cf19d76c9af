import { isClosedClaim } from '@portal/shared';
import type { Claim } from './api/claims';

export type ClaimsTab = 'open' | 'history';

/** Spec 000 §4: Open Claims shows call_status Open. */
export const openClaims = (claims: readonly Claim[]) =>
  claims.filter((c) => c.callStatus === 'Open');

/** Spec 000 §4: Claims History shows Closed or Complete, de-duplicated by claim number plus
 * serial number (the first row of each pair is kept). */
export function historyClaims(claims: readonly Claim[]): Claim[] {
  const seen = new Set<string>();
  return claims.filter((c) => {
    if (!isClosedClaim(c.callStatus)) return false;
    const key = `${c.claimNumber}\u0000${c.serialNumber}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Spec 000 §5, per tab: open claims by claim number, serial number, dealer, date, type, issue,
 * current status; claims history by claim number, serial number, dealer, issue, current and
 * call status. */
export function searchFields(tab: ClaimsTab): (c: Claim) => (string | null)[] {
  return tab === 'open'
    ? (c) => [c.claimNumber, c.serialNumber, c.dealer, c.date, c.type, c.issue, c.currentStatus]
    : (c) => [c.claimNumber, c.serialNumber, c.dealer, c.issue, c.currentStatus, c.callStatus];
}
