import { useEffect, useState } from 'react';
import { useAuth } from '@portal/shared';
import { fetchRep, type RepRecord } from '../api/forms';

/** The signed-in user's record (requirements 001 §2: the dealer sales rep is pre-filled from it). */
export function useRep(): RepRecord | null {
  const email = useAuth((s) => s.user?.email ?? null);
  const name = useAuth((s) => s.user?.name ?? '');
  const [rep, setRep] = useState<RepRecord | null>(null);
  useEffect(() => {
    if (!email) return;
    let live = true;
    fetchRep(email).then(
      (r) => live && setRep(r ?? { name, email }),
      // Without the record the session's own name and e-mail still help.
      () => live && setRep({ name, email }),
    );
    return () => {
      live = false;
    };
  }, [email, name]);
  return rep;
}

export const draftKey = (form: string, email: string | null | undefined) =>
  `portal:draft:${form}:${(email ?? 'anonymous').toLowerCase()}`;

export const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};
