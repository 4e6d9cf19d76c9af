import type { RawRecord } from '../../import/rows';
import { PARTS } from '../catalog';
import type { Random } from '../random';
import { NOUNS, ORDERED_PARTS_FR, PLACES, SIZES } from './words';

/** A seeded part as the generator keeps it (the records are made from it). */
export interface SeedPart {
  partNumber: string;
  en: string;
  fr: string;
  status: 'active' | 'superseded' | 'obsolete';
  supersededBy: string | null;
  /** Price in US dollars before a list's factor. */
  base: number;
  kit: boolean;
}

const number = (i: number) => `SP-${100_000 + i}`;

/** Part i's place in the catalogue's patterns: every 40th part from 7 is replaced by the next
 * (A → B), every 200th from 3 twice (A → B → C), every 97th obsolete, every 50th from 25 a kit. */
function statusOf(i: number, count: number): Pick<SeedPart, 'status' | 'supersededBy'> {
  if (i % 200 === 3 && i + 2 < count) return { status: 'superseded', supersededBy: number(i + 1) };
  if (i % 200 === 4 && i + 1 < count) return { status: 'superseded', supersededBy: number(i + 1) };
  if (i % 40 === 7 && i + 1 < count) return { status: 'superseded', supersededBy: number(i + 1) };
  if (i % 97 === 11) return { status: 'obsolete', supersededBy: null };
  return { status: 'active', supersededBy: null };
}

/** `count` generated parts after the demo's ordered ones, deterministic for one `r`. */
export function seedParts(count: number, r: Random): SeedPart[] {
  const parts: SeedPart[] = PARTS.map(([partNumber, en]) => ({
    partNumber,
    en,
    fr: ORDERED_PARTS_FR[partNumber],
    status: 'active',
    supersededBy: null,
    base: r.int(8, 900),
    kit: false,
  }));
  for (let i = 0; i < count; i++) {
    const [nounEn, nounFr] = NOUNS[i % NOUNS.length];
    const [placeEn, placeFr] = PLACES[Math.floor(i / NOUNS.length) % PLACES.length];
    const [sizeEn, sizeFr] = SIZES[Math.floor(i / (NOUNS.length * PLACES.length)) % SIZES.length];
    const kit = i % 50 === 25;
    parts.push({
      partNumber: number(i),
      en: kit ? `${nounEn} kit, ${placeEn}` : `${nounEn}, ${placeEn}, ${sizeEn}`,
      fr: kit ? `Trousse ${nounFr.toLowerCase()}, ${placeFr}` : `${nounFr}, ${placeFr}, ${sizeFr}`,
      ...statusOf(i, count),
      base: Math.round(r.int(200, 250_000)) / 100,
      kit,
    });
  }
  return parts;
}

/**
 * The parts in the feed's order: a part after the one that replaces it (the feed refuses a
 * replacement it does not know yet), so the ends of the chains first.
 */
export function partRecords(parts: SeedPart[]): RawRecord[] {
  const byNumber = new Map(parts.map((p) => [p.partNumber, p]));
  const depth = (p: SeedPart): number =>
    p.supersededBy ? 1 + depth(byNumber.get(p.supersededBy)!) : 0;
  return parts
    .map((p) => ({ p, d: depth(p) }))
    .sort((a, b) => a.d - b.d)
    .map(({ p }, i) => ({
      partNumber: p.partNumber,
      descriptionEn: p.en,
      descriptionFr: p.fr,
      unit: p.en.startsWith('Roller chain') ? 'FT' : p.kit ? 'KIT' : 'EA',
      packQuantity: p.en.startsWith('Hex bolt') || p.en.startsWith('Flat washer') ? 10 : 1,
      weightKg: ((i % 400) / 10 + 0.1).toFixed(2),
      status: p.status,
      supersededBy: p.supersededBy,
    }));
}

/** Each kit's contents: the two to four parts after it. */
export function kitRecords(parts: SeedPart[]): RawRecord[] {
  return parts.flatMap((p, i) =>
    p.kit
      ? parts.slice(i + 1, i + 3 + (i % 3)).map((c, n) => ({
          kitPartNumber: p.partNumber,
          componentPartNumber: c.partNumber,
          quantity: 1 + (n % 2),
        }))
      : [],
  );
}

/** Two warehouses; a part is out of stock in one in about one case in eight, with its next
 * receipt due three weeks to three months after the seed's day. */
export function availabilityRecords(parts: SeedPart[], r: Random, day: number): RawRecord[] {
  const out: RawRecord[] = [];
  for (const p of parts) {
    if (p.status === 'obsolete') continue;
    for (const warehouseCode of ['AB', 'KS']) {
      const onHand = r.chance(0.125) ? 0 : r.int(1, 60);
      const due = onHand === 0 || r.chance(0.2);
      out.push({
        warehouseCode,
        partNumber: p.partNumber,
        onHand,
        nextReceiptDate: due
          ? new Date(day + r.int(20, 90) * 86_400_000).toISOString().slice(0, 10)
          : null,
        nextReceiptQuantity: due ? r.int(5, 50) : null,
      });
    }
  }
  return out;
}
