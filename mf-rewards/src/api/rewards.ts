import { api } from '@portal/shared';

/** Rewards data (requirements 001 §3) plus currentStatus; an empty object when there is none. */
export interface Rewards {
  totalPoints?: number;
  currentStatus?: string;
  supremeVisits?: number;
  annualPlanningPoints?: number;
  midYearReviewPoints?: number;
  serviceTrainings?: number;
  salesTrainings?: number;
  tradeshowParticipations?: number;
  dealerFundedAds?: number;
  farmVisits?: number;
  isExclusive?: boolean;
  maintainsInventory?: boolean;
  isPanelParticipant?: boolean;
  segueWarrantyPoints?: number;
  singleAugerPoints?: number;
  twinAugerPoints?: number;
  tripleAugerPoints?: number;
  deliveryBoxPoints?: number;
  truckChassisPoints?: number;
  partsPoints?: number;
  division?: string;
  salesTerritory?: string;
}

/** Requirements 000 §8: the rewards reads answer an empty object on failure. */
export async function fetchRewards(dealerId: number): Promise<Rewards> {
  try {
    const { data } = await api.get<Rewards>(`/rewards_fast/${dealerId}`);
    return data && typeof data === 'object' ? data : {};
  } catch (e) {
    console.warn('Rewards could not be read', e);
    return {};
  }
}
