import { api, type ClaimWire } from '@portal/shared';

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

export async function fetchClaims(dealerId: number): Promise<Claim[]> {
  const { data } = await api.get<ClaimWire[]>(`/servicewarrantycalls/${dealerId}`);
  return (Array.isArray(data) ? data : []).map(toClaim);
}
