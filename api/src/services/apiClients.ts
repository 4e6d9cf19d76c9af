import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiClientRole, ApiScope } from '@portal/shared/accessApi';
import type { ApiClientWire } from '@portal/shared/contract/dealerApi';
import type { Db } from '../db/client';
import { apiClients } from '../db/schema';
import { rowsOf } from '../db/rows';

/** Every client id and secret starts so: a DMS developer tells them apart, and neither is ever
 * mistaken for a service key (`psk_`) or a JWT. */
export const CLIENT_ID_PREFIX = 'dpc_';
export const CLIENT_SECRET_PREFIX = 'dps_';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newClientSecret = () => CLIENT_SECRET_PREFIX + randomBytes(32).toString('base64url');

type Row = typeof apiClients.$inferSelect;

export const apiClientWire = (r: Row): ApiClientWire => ({
  id: r.id,
  clientId: r.clientId,
  name: r.name,
  dealerId: r.dealerId,
  role: r.role as ApiClientRole,
  scopes: r.scopes,
  requestsPerMinute: r.requestsPerMinute,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  secretRotatedAt: r.secretRotatedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

export interface NewClient {
  name: string;
  dealerId: number;
  role: ApiClientRole;
  scopes: ApiScope[];
  requestsPerMinute?: number;
  createdBy: string;
  /** The seed's sandbox client: its documented id and secret instead of random ones. */
  fixed?: { clientId: string; secret: string };
}

/** A new client and its secret, which is answered once and kept only as its SHA-256. */
export async function createApiClient(db: Db, c: NewClient) {
  const clientId = c.fixed?.clientId ?? CLIENT_ID_PREFIX + randomBytes(12).toString('hex');
  const secret = c.fixed?.secret ?? newClientSecret();
  const [row] = await db
    .insert(apiClients)
    .values({
      clientId,
      name: c.name,
      dealerId: c.dealerId,
      role: c.role,
      scopes: c.scopes,
      requestsPerMinute: c.requestsPerMinute ?? 600,
      secretHash: hash(secret),
      createdBy: c.createdBy,
    })
    .returning();
  return { client: apiClientWire(row), clientSecret: secret };
}

export async function listApiClients(db: Db): Promise<ApiClientWire[]> {
  const rows = await db.select().from(apiClients).orderBy(desc(apiClients.id));
  return rows.map(apiClientWire);
}

/** A new secret; the old one and every token issued under it stop at once (the generation moves). */
export async function rotateApiClient(db: Db, id: number) {
  const secret = newClientSecret();
  const [row] = await db
    .update(apiClients)
    .set({
      secretHash: hash(secret),
      generation: sql`${apiClients.generation} + 1`,
      secretRotatedAt: new Date(),
    })
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .returning();
  return row ? { client: apiClientWire(row), clientSecret: secret } : null;
}

/** Ends a client for good: its secret and its tokens are refused from the next call on. */
export async function revokeApiClient(db: Db, id: number) {
  const [row] = await db
    .update(apiClients)
    .set({ revokedAt: new Date(), generation: sql`${apiClients.generation} + 1` })
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .returning();
  return row ? apiClientWire(row) : null;
}

/** The live client of an id and secret, or null (unknown, revoked or the wrong secret). Only a
 * client that proved its secret is marked used. */
export async function authenticateClient(db: Db, clientId: string, secret: string) {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)));
  if (!row) return null;
  const given = Buffer.from(hash(secret));
  const want = Buffer.from(row.secretHash);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  await db.update(apiClients).set({ lastUsedAt: new Date() }).where(eq(apiClients.id, row.id));
  return row;
}

export interface ClientCall {
  /** The client is live and the token's generation is its current one. */
  live: boolean;
  name: string;
  /** Within the client's requests a minute (counted only for a live client). */
  allowed: boolean;
  retryAfter: number;
}

const WINDOW_MS = 60_000;

/**
 * Every call of the dealer API: is the client still live with this token's generation, and is
 * the call within its requests a minute? One statement, in the database every process shares: a
 * revocation or a rotation is seen by the very next call on any process (nothing is remembered
 * per process to linger), and parallel calls on several processes share one count (the fixed
 * window of services/rateLimit.ts, under the key `api-client:<id>`). A refused call is not counted.
 */
export async function admitClientCall(db: Db, id: number, generation: number): Promise<ClientCall> {
  const now = Date.now();
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
  const key = `api-client:${id}`;
  const [row] = await rowsOf<{ name: string | null; count: number | null }>(
    db,
    sql`with live as (
          select name, requests_per_minute as cap from api_clients
           where id = ${id} and generation = ${generation} and revoked_at is null),
        counted as (
          insert into rate_limits (key, window_start, count)
          select ${key}, ${new Date(start).toISOString()}::timestamptz, 1 from live
          on conflict (key, window_start) do update set count = rate_limits.count + 1
           where rate_limits.count + 1 <= (select cap from live)
          returning count)
        select (select name from live) as name, (select count from counted) as count`,
  );
  const live = row?.name != null;
  const allowed = live && row.count != null;
  // The first call of a window clears this client's past windows: the table stays small.
  if (allowed && Number(row.count) === 1)
    await db.execute(
      sql`delete from rate_limits where key = ${key} and window_start < ${new Date(start).toISOString()}::timestamptz`,
    );
  return { live, name: row?.name ?? '', allowed, retryAfter };
}
