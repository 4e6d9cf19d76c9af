import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { dealers, rewards } from '../db/schema';
import { DealerParams } from '../http/list';
import { RewardsWire } from '@portal/shared/contract/rewards';
import { COUNTERS } from '../services/rewardsCounters';
import { API_PATHS } from '@portal/shared/contract/paths';

type RewardsRow = typeof rewards.$inferSelect;
type DealerRow = typeof dealers.$inferSelect;

/** Rewards data on the wire: every field of requirements 001 §3, plus the currentStatus the home reads. */
export function rewardsWire(r: RewardsRow, d: DealerRow) {
  const stored = (r.data ?? {}) as Partial<typeof COUNTERS>;
  const counters = Object.fromEntries(
    Object.entries(COUNTERS).map(([field, none]) => [
      field,
      stored[field as keyof typeof COUNTERS] ?? none,
    ]),
  ) as typeof COUNTERS;
  return {
    ...counters,
    division: d.division,
    salesTerritory: d.territory,
    currentStatus: r.currentStatus,
  };
}

/** `/rewards/{id}` and `/rewards_fast/{id}` answer the same object. The access table scopes them
 * (a dealer user reads only their own dealer). Offshore dealers are not in the program: they get
 * the empty object the spec's client falls back to on failure (requirements 000 §8), as does a dealer
 * without a rewards row. */
const rewardRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const read = async (dealerId: number) => {
    const [d] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
    if (!d || d.division === 'Offshore') return {};
    const [r] = await db.select().from(rewards).where(eq(rewards.dealerId, dealerId));
    return r ? rewardsWire(r, d) : {};
  };
  const paths = [
    [API_PATHS.rewards, 'getRewards'],
    [API_PATHS.rewardsFast, 'getRewardsFast'],
  ] as const;
  for (const [path, operationId] of paths) {
    const schema = {
      tags: ['rewards'],
      operationId,
      summary: "The dealer's rewards counters; {} outside the program",
      params: DealerParams,
      response: { 200: RewardsWire },
    };
    api.get(path, { schema }, async (req) => read(req.dealerId!));
  }
};
export default rewardRoutes;
