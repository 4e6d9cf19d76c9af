import type { SalesRep } from '../api/resources';

/**
 * Requirements 001 §2 'Supreme Contacts': one rep has title and phone overridden when the server returns
 * the text 'Error' for them. The override is kept here, by the rep's name (ids change between
 * systems); each field is replaced only while the server still reads 'Error'.
 */
export const REP_OVERRIDES: Record<string, { title: string; phone: string }> = {
  'priya shah': { title: 'Territory Manager', phone: '(519) 555-0145' },
};

const isError = (v: string) => v.trim().toLowerCase() === 'error';

/** Applies the override; any other field reading 'Error' is shown empty rather than as 'Error'. */
export function fixRep(rep: SalesRep): SalesRep {
  const name = rep.name.trim().toLowerCase();
  const o = Object.hasOwn(REP_OVERRIDES, name) ? REP_OVERRIDES[name] : undefined;
  const pick = (value: string, override: string | undefined) =>
    isError(value) ? (override ?? '') : value;
  return {
    ...rep,
    title: pick(rep.title, o?.title),
    phone: pick(rep.phone, o?.phone),
    email: isError(rep.email) ? '' : rep.email,
  };
}

/** The group of reps the server gives no territory. */
export const UNASSIGNED = 'Unassigned';

export interface TerritoryGroup {
  territory: string;
  reps: SalesRep[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Reps grouped by territory (groups and reps in name order), keeping only the selected
 * territory's when one is selected (matched on territory id or description). */
export function groupReps(reps: readonly SalesRep[], territory: string | null): TerritoryGroup[] {
  const kept = territory
    ? reps.filter((r) => same(r.territoryId, territory) || same(r.territory, territory))
    : reps;
  const groups = new Map<string, SalesRep[]>();
  for (const r of kept.map(fixRep)) {
    const key = r.territory || UNASSIGNED;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([t, list]) => ({
      territory: t,
      reps: [...list].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

export interface GeneralContact {
  department: string;
  description: string;
  phone: string;
  email: string;
}

/** The manufacturer's general contacts, shown to every dealer. */
export const GENERAL_CONTACTS: readonly GeneralContact[] = [
  {
    department: 'Customer Service',
    description: 'Orders, order status and shipping',
    phone: '(316) 555-0100',
    email: 'orders@supreme-dealers.example.com',
  },
  {
    department: 'Parts',
    description: 'Parts orders, availability and returns',
    phone: '(316) 555-0110',
    email: 'parts@supreme-dealers.example.com',
  },
  {
    department: 'Service & Warranty',
    description: 'Technical support, warranty claims and registrations',
    phone: '(316) 555-0120',
    email: 'warranty@supreme-dealers.example.com',
  },
  {
    department: 'Accounts Receivable',
    description: 'Invoices, statements and payments',
    phone: '(316) 555-0130',
    email: 'accounting@supreme-dealers.example.com',
  },
  {
    department: 'Marketing',
    description: 'Advertising material, co-op programs and trade shows',
    phone: '(316) 555-0140',
    email: 'marketing@supreme-dealers.example.com',
  },
];
