import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rebuildMarkedPartsOrders } from '../db/partsOrdersModel';
import { forgetListAnswers } from '../http/sqlList';
import { rowsOf } from '../db/rows';
import { announce } from '../services/invalidation';

/**
 * The list read models (parts orders grouped per tab, claims history de-duplicated) are computed
 * from the source tables. Whatever loads parts lines or warranty calls (the seed here, the
 * manufacturer's batch import in production) calls this afterwards: the parts orders its lines
 * touched are rebuilt from their view in one transaction (readers keep the old rows until it
 * commits), the claims history is refreshed with its counts.
 */
export async function refreshReadModels(db: Db) {
  await db.transaction((tx) => rebuildMarkedPartsOrders(tx as unknown as Db));
  await db.transaction(async (tx) => {
    await tx.execute(sql`refresh materialized view claims_history`);
    // Its tab's counts, which a materialized view cannot keep by triggers (migration 0032).
    await tx.execute(sql`delete from claims_counts where view = 'history'`);
    await tx.execute(
      sql`insert into claims_counts (dealer_id, view, n)
          select dealer_id, 'history', count(*) from claims_history group by dealer_id`,
    );
  });
  await forgetListsEverywhere(db);
}

/** Every process forgets its remembered list answers: the triggers on the source tables fired
 * before the read models were rebuilt, so an answer read in between would outlive them. */
export async function forgetListsEverywhere(db: Db) {
  forgetListAnswers();
  await announce(db, 'lists');
}

/**
 * At a process's start: the parts orders a load committed but did not rebuild (its process killed
 * in between) are rebuilt before the first request, so Open Orders does not wait for the next
 * load to show them. None in the common case: one query.
 */
export async function rebuildLeftPartsOrders(db: Db) {
  const [left] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (select 1 from parts_orders_dirty) as any`,
  );
  if (!left.any) return;
  await db.transaction((tx) => rebuildMarkedPartsOrders(tx as unknown as Db));
  await forgetListsEverywhere(db);
}
