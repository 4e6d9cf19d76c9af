import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dealers, rewards } from '../db/schema';
import { DealerParams } from '../http/list';

/** Rewards data of spec 001 §3, plus currentStatus. Offshore dealers have no program: they get
 * the empty object the spec's failure mode gives. */
export default async function rewardRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;
  const read = async (dealerId: number) => {
    const [d] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
    if (!d || d.division === 'Offshore') return {};
    const [r] = await db.select().from(rewards).where(eq(rewards.dealerId, dealerId));
    if (!r) return {};
    return {
      ...(r.data as Record<string, unknown>),
      currentStatus: r.currentStatus,
      division: d.division,
      salesTerritory: d.territory,
    };
  };
  for (const path of ['/rewards/:id', '/rewards_fast/:id']) {
    api.get(path, { schema: { tags: ['rewards'], params: DealerParams } }, async (req) =>
      read(req.dealerId!),
    );
  }
}
