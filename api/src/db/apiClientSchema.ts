import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './schema';

/**
 * The dealer API's clients (decision 0144): each acts for one dealer, as a DealerBuyer or a
 * DealerViewer, with the scopes it was given. Only the secret's SHA-256 is kept (a random 32-byte
 * secret: nothing to guess, so no slow hash). `generation` moves at each rotation: the access
 * tokens issued before it carry the old one and are refused at their next call, as a revoked
 * client's are; every call reads this row (services/apiClients.ts), so no process lingers.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    /** The public id a client sends with its secret (`dpc_…`). */
    clientId: text('client_id').notNull().unique(),
    name: text('name').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    role: text('role').notNull(),
    scopes: text('scopes').array().notNull(),
    requestsPerMinute: integer('requests_per_minute').notNull().default(600),
    secretHash: text('secret_hash').notNull(),
    generation: integer('generation').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_clients_dealer_idx').on(t.dealerId)],
);
