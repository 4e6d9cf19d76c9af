import type { Page } from '@playwright/test';
import type {
  CatalogModelWire,
  PartSearchAnswer,
  PartWire,
} from '../../../shared/src/contract/partsCatalog';
import type { LoginAnswer } from '../../../shared/src/contract/auth';
import { account } from './portal';

// What the seeded catalogue holds, read from the real API as a buyer of D1001: the browser suites
// take their part numbers, words and diagrams from it rather than from the seed's code.

export interface CatalogSamples {
  /** An active part with an English and a French description. */
  part: PartWire;
  french: PartWire;
  /** A number a newer part replaced, and the part that replaces it today. */
  oldNumber: string;
  replacement: string;
  diagramId: number;
}

const DEALER = 1001;

/** A word of a description long enough to be searched on its own. */
export const wordOf = (description: string) =>
  description
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 5)
    .sort((a, b) => b.length - a.length)[0];

export async function catalogSamples(page: Page): Promise<CatalogSamples> {
  const a = account('buyer');
  const login = (await (
    await page.request.post('/api/auth/login', { data: { email: a.email, password: a.password } })
  ).json()) as LoginAnswer;
  const get = async <T>(path: string, params: Record<string, string> = {}) => {
    const r = await page.request.get(`/api/parts-catalog/${DEALER}${path}`, {
      params,
      headers: { Authorization: `Bearer ${login.token}` },
    });
    if (!r.ok()) throw new Error(`GET ${path}: ${r.status()}`);
    return (await r.json()) as T;
  };
  const partOf = (n: string, language = 'en') =>
    get<PartWire>(`/parts/${encodeURIComponent(n)}`, { language });

  // The first parts of the catalogue, until one replaced an older number and one is on a diagram.
  let part: PartWire | undefined;
  let old: { oldNumber: string; replacement: string } | undefined;
  for (let n = 1; n <= 10 && !(part && old); n++) {
    const hits = await get<PartSearchAnswer>('/parts', { page: String(n), pageSize: '50' });
    for (const h of hits.rows) {
      if (part && old) break;
      const p = await partOf(h.partNumber);
      if (!part && p.status === 'active' && wordOf(p.description)) part = p;
      if (!old && p.replaced.length && !p.replacedBy.length)
        old = { oldNumber: p.replaced[0].partNumber, replacement: p.partNumber };
    }
  }
  if (!part || !old) throw new Error('the seeded catalogue has no active part or no chain');
  const models = await get<CatalogModelWire[]>('/models');
  const diagramId = models[0]?.assemblies[0]?.diagramId;
  if (diagramId === undefined) throw new Error('the seeded catalogue has no diagram');
  return { part, french: await partOf(part.partNumber, 'fr-CA'), ...old, diagramId };
}
