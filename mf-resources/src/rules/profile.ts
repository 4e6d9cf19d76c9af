import type { ProfileRow } from '../api/resources';

export interface Profile {
  /** Rows whose addrTypeC marks the main office (usually one). */
  mainOffices: ProfileRow[];
  /** Every other row: a department contact. */
  departments: ProfileRow[];
}

/** addrTypeC distinguishes the main office ('MAIN', or any 'M…' code such as 'M' or 'MAIN
 * OFFICE') from department contacts (requirements 001 §2 'Dealer Profile'). */
export const isMainOffice = (r: ProfileRow) => /^m/i.test(r.addrType.trim());

export function splitProfile(rows: readonly ProfileRow[]): Profile {
  return {
    mainOffices: rows.filter(isMainOffice),
    departments: rows.filter((r) => !isMainOffice(r)),
  };
}
