import type { ClaimWire } from '@portal/shared';
import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';

/** A warranty claim as the screens use it (wire names mapped once, here). */
export interface Claim {
  claimNumber: string;
  date: string | null;
  serialNumber: string;
  dealer: string;
  type: string;
  issue: string;
  callStatus: string;
  currentStatus: string;
  limitedWarranty: string;
  powertrainWarranty: string;
}

export function toClaim(w: ClaimWire): Claim {
  return {
    claimNumber: w.calL_NO_X ?? '',
    date: w.call_d ?? null,
    serialNumber: w.product_sn ?? '',
    dealer: w.tp_name_x ?? '',
    type: w.calL_TYPE_X ?? '',
    issue: w.complaint_c ?? '',
    callStatus: w.call_status ?? '',
    currentStatus: w.current_status ?? '',
    limitedWarranty: w.limited_warranty_status ?? '',
    powertrainWarranty: w.powertrain_warranty_status ?? '',
  };
}

/** One tab of the dealer's claims, a page at a time: the API keeps call status Open, or Closed
 * and Complete once per claim and serial number, and searches the tab's fields (spec 000 §4, §5). */
export const claimPages = (tab: 'open' | 'history'): PageSourceOptions<ClaimWire, Claim> => ({
  path: (dealerId) => `/servicewarrantycalls/${dealerId}`,
  map: toClaim,
  sortKeys: {
    claimNumber: 'calL_NO_X',
    date: 'call_d',
    serialNumber: 'product_sn',
    dealer: 'tp_name_x',
    type: 'calL_TYPE_X',
    issue: 'complaint_c',
    limitedWarranty: 'limited_warranty_status',
    powertrainWarranty: 'powertrain_warranty_status',
    // Spec 000 §2: Open Claims shows the call status, Claims History the current status.
    status: tab === 'open' ? 'call_status' : 'current_status',
  },
  params: () => ({ view: tab }),
});
