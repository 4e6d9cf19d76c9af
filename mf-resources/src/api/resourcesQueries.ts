import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import {
  fetchDealerOptions,
  fetchLibrary,
  fetchProfile,
  fetchSalesStaff,
  fetchStaffActivity,
  fetchThumbnail,
} from './resources';

const useDealerId = () => useAuth((s) => s.selectedDealer);

/** The selected dealer's profile rows; none without a dealer. */
export const profileQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'resources', 'profile'),
    queryFn: () => (dealerId == null ? [] : fetchProfile(dealerId)),
  });

/** What staff did while acting for the dealer, newest first. */
export const staffActivityQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'resources', 'staff-activity'),
    queryFn: () => (dealerId == null ? [] : fetchStaffActivity(dealerId)),
  });

export const salesStaffQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'resources', 'salesstaff'),
    queryFn: fetchSalesStaff,
  });

/** The document library's whole answer (its categories and documents). */
export const libraryQuery = (dealerId: number | null) =>
  queryOptions({ queryKey: dealerKey(dealerId, 'resources', 'library'), queryFn: fetchLibrary });

/** One document's first-page picture, kept while the page lives: a row scrolled back shows it. */
export const thumbnailQuery = (dealerId: number | null, category: string, name: string) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'resources', 'thumbnail', category, name),
    queryFn: () => fetchThumbnail(category, name),
  });

/** The dealers staff may name in a support request; none if the list fails (sent about none). */
export const dealerOptionsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'resources', 'dealers'),
    queryFn: () => fetchDealerOptions().catch(() => []),
  });

export const useProfile = () => useQuery(profileQuery(useDealerId()));
export const useStaffActivity = () => useQuery(staffActivityQuery(useDealerId()));
export const useSalesStaff = () => useQuery(salesStaffQuery(useDealerId()));
export const useLibrary = () => useQuery(libraryQuery(useDealerId()));
export const useDealerOptions = () => useQuery(dealerOptionsQuery(useDealerId()));
export const useThumbnail = (category: string, name: string, enabled: boolean) =>
  useQuery({ ...thumbnailQuery(useDealerId(), category, name), enabled });
