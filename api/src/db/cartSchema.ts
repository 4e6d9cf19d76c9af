// The dealership's shared parts cart (docs/decisions/0127-the-parts-cart.md): one cart per dealer,
// whose version is bumped by every change so a change made on a stale view is refused, and its lines.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './schema';

export const partsCarts = pgTable('parts_carts', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id),
  /** Bumped by every change (adds too): a change names the version it saw. */
  version: integer('version').notNull().default(0),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partsCartLines = pgTable(
  'parts_cart_lines',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => partsCarts.dealerId, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull(),
    addedBy: text('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One line per part: adding a part already there adds to its line.
  (t) => [primaryKey({ columns: [t.dealerId, t.partNumber] })],
);
