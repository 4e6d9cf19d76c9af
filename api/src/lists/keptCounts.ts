import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { wholegoodsCounts } from '../db/schema';
import { builtOnce } from '../http/builtOnce';
import type { KeptCount } from '../http/sqlList';

/**
 * A list tab's number of rows, from a table of counts kept with the rows (dealer, tab, n:
 * migrations 0011, 0030 and 0032) instead of counted at every page; the statement's text built
 * once (decision 0119). A dealer with no rows in the tab has no count: 0. `c`: wholegoodsCounts,
 * partsOrdersCounts or claimsCounts (one shape, db/schema.ts).
 */
export function keptCount(c: typeof wholegoodsCounts) {
  const statement = builtOnce((db) =>
    db
      .select({ n: c.n })
      .from(c)
      .where(and(eq(c.dealerId, sql.placeholder('dealer')), eq(c.view, sql.placeholder('view')))),
  );
  return (db: Db, dealerId: number, view: string): KeptCount => ({
    read: async () => {
      const [r] = await statement(db).execute({ dealer: dealerId, view });
      return Number(r?.n ?? 0);
    },
    inline: sql`(select ${c.n} from ${c} where ${c.dealerId} = ${dealerId} and ${c.view} = ${view})`,
  });
}
