import { sql } from 'drizzle-orm';
import type {
  CalloutWire,
  CatalogModelWire,
  DiagramWire,
} from '@portal/shared/contract/partsCatalog';
import type { Db } from '../db/client';
import { described } from './catalogCommon';
import { rowsOf } from '../db/rows';

const title = (french: boolean) => sql.raw(french ? 'title_fr' : 'title_en');
const byNumbers = new Intl.Collator('en', { numeric: true }).compare;

/** Every model with its assemblies' diagrams, models and assemblies in number order
 * ('Supreme 300' before 'Supreme 1200'). */
export async function readModels(db: Db, french: boolean): Promise<CatalogModelWire[]> {
  const rows = await rowsOf<{ id: number; model: string; code: string; title: string }>(
    db,
    sql`select id, model, assembly_code as code, ${title(french)} as title from catalog_diagrams`,
  );
  const models = new Map<string, CatalogModelWire>();
  for (const r of rows.sort((a, b) => byNumbers(a.model, b.model) || byNumbers(a.code, b.code))) {
    let m = models.get(r.model);
    if (!m) models.set(r.model, (m = { model: r.model, assemblies: [] }));
    m.assemblies.push({ diagramId: r.id, assemblyCode: r.code, title: r.title });
  }
  return [...models.values()];
}

/** One diagram: its drawing and its callout table in callout order. */
export async function readDiagram(
  db: Db,
  id: number,
  french: boolean,
): Promise<DiagramWire | undefined> {
  const [diagram] = await rowsOf<Omit<DiagramWire, 'callouts'>>(
    db,
    sql`select id as "diagramId", model, assembly_code as "assemblyCode", ${title(french)} as title,
               svg from catalog_diagrams where id = ${id}`,
  );
  if (!diagram) return undefined;
  const callouts = await rowsOf<CalloutWire>(
    db,
    sql`select c.callout, p.part_number as "partNumber", ${described(french)} as description,
               p.status, c.quantity
          from catalog_callouts c join catalog_parts p on p.part_number = c.part_number
         where c.model = ${diagram.model} and c.assembly_code = ${diagram.assemblyCode}
         order by c.callout`,
  );
  return { ...diagram, callouts };
}
