import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { forgetListAnswers } from '../http/sqlList';
import { announce } from '../services/invalidation';

/**
 * The list read models of migration 0004 (parts orders grouped per tab, claims history
 * de-duplicated) are computed from the source tables. Whatever loads parts lines or warranty
 * calls (the seed here, the manufacturer's batch import in production) calls this afterwards.
 */
export async function refreshReadModels(db: Db) {
  await db.execute(sql`refresh materialized view parts_orders`);
  await db.execute(sql`refresh materialized view claims_history`);
  forgetListAnswers();
  // Every other process forgets its answers too: the triggers on the source tables
  // fired before the views were refreshed, so an answer read in between would outlive them.
  await announce(db, 'lists');
}
