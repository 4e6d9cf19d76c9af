import { sql } from 'drizzle-orm';
import type { KitLineWire, PartWire, WhereUsedWire } from '@portal/shared/contract/partsCatalog';
import type { Db } from '../db/client';
import { availabilityOf, described, pricesOf, type PartRef } from './catalogCommon';
import { rowsOf } from '../db/rows';

/** Links of a chain read at most: the feed refuses loops, this bounds a walk anyway. */
const MAX_CHAIN = 50;

/**
 * A part's page: what it is, its chain both ways, its kit, the dealer's prices on `day`, its
 * stock and the diagrams that show it. Undefined when no part has that number (any case).
 */
export async function readPart(
  db: Db,
  dealerId: number,
  partNumber: string,
  { french, net, day }: { french: boolean; net: boolean; day: string },
): Promise<PartWire | undefined> {
  const [part] = await rowsOf<
    PartRef & { unit: string; pack: number; weight: number | null; by: string | null }
  >(
    db,
    sql`select part_number as "partNumber", ${described(french)} as description, status, unit,
               pack_quantity as pack, weight_kg::float8 as weight, superseded_by as by
          from catalog_parts p where upper(part_number) = ${partNumber.toUpperCase()}
         order by part_number = ${partNumber} desc limit 1`,
  );
  if (!part) return undefined;
  const pn = part.partNumber;
  const d = described(french);
  const [replacedBy, replaced, kit, inKits, prices, stock, whereUsed] = await Promise.all([
    rowsOf<PartRef>(
      db,
      sql`with recursive chain(part_number, depth) as (
            select ${part.by}::text, 1 where ${part.by}::text is not null
            union all
            select p.superseded_by, c.depth + 1 from chain c
              join catalog_parts p on p.part_number = c.part_number
             where p.superseded_by is not null and c.depth < ${MAX_CHAIN})
          select p.part_number as "partNumber", ${d} as description, p.status
            from chain c join catalog_parts p on p.part_number = c.part_number order by c.depth`,
    ),
    rowsOf<PartRef>(
      db,
      sql`with recursive chain(part_number, depth) as (
            select part_number, 1 from catalog_parts where superseded_by = ${pn}
            union all
            select p.part_number, c.depth + 1 from chain c
              join catalog_parts p on p.superseded_by = c.part_number where c.depth < ${MAX_CHAIN})
          select p.part_number as "partNumber", ${d} as description, p.status
            from chain c join catalog_parts p on p.part_number = c.part_number
           order by c.depth desc, p.part_number`,
    ),
    rowsOf<KitLineWire>(
      db,
      sql`select p.part_number as "partNumber", ${d} as description, p.status, k.quantity
            from catalog_kits k join catalog_parts p on p.part_number = k.component_part_number
           where k.kit_part_number = ${pn} order by p.part_number`,
    ),
    rowsOf<PartRef>(
      db,
      sql`select p.part_number as "partNumber", ${d} as description, p.status
            from catalog_kits k join catalog_parts p on p.part_number = k.kit_part_number
           where k.component_part_number = ${pn} order by p.part_number`,
    ),
    pricesOf(db, dealerId, [pn], { day, net }),
    availabilityOf(db, [pn]),
    rowsOf<WhereUsedWire>(
      db,
      sql`select g.id as "diagramId", g.model, g.assembly_code as "assemblyCode",
                 ${sql.raw(french ? 'g.title_fr' : 'g.title_en')} as title, c.callout
            from catalog_callouts c
            join catalog_diagrams g on g.model = c.model and g.assembly_code = c.assembly_code
           where c.part_number = ${pn} order by g.model, g.assembly_code, c.callout`,
    ),
  ]);
  const { currency, listPrice, netPrice, effectiveFrom, effectiveTo } = prices.get(pn)!;
  return {
    partNumber: pn,
    description: part.description,
    unit: part.unit,
    packQuantity: part.pack,
    weightKg: part.weight,
    status: part.status,
    replaced,
    replacedBy,
    kitContents: kit,
    inKits,
    currency,
    listPrice,
    ...(net ? { netPrice } : {}),
    priceEffectiveFrom: effectiveFrom,
    priceEffectiveTo: effectiveTo,
    availability: stock.get(pn)!,
    whereUsed,
  };
}
