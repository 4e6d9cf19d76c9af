import { useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import type { RepRecord } from '../api/forms';
import { repQuery } from '../api/formsQueries';

/** The signed-in user's record (requirements 001 §2: the dealer sales rep is pre-filled from it). */
export function useRep(): RepRecord | null {
  const email = useAuth((s) => s.user?.email ?? null);
  const name = useAuth((s) => s.user?.name ?? '');
  const dealerId = useAuth((s) => s.selectedDealer);
  const rep = useQuery({ ...repQuery(dealerId, email ?? '', name), enabled: !!email });
  return rep.data ?? null;
}

export const draftKey = (form: string, email: string | null | undefined) =>
  `portal:draft:${form}:${(email ?? 'anonymous').toLowerCase()}`;

export const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};
