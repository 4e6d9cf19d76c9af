// Parts orders placed in the portal (docs/decisions/0128-placing-a-parts-order.md): their lines go
// into parts_lines like the feed's, beside them what the feed does not carry (type, ship-to,
// who placed it), and the Idempotency-Keys that make a repeated placing answer the first.
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { dealers } from './schema';

/** The numbers of orders placed in the portal ('WP0000001'): never reused, even when rolled back. */
export const partsOrderNumbers = pgSequence('parts_order_numbers', { startWith: 1 });

export const partsOrderPlacements = pgTable(
  'parts_order_placements',
  {
    salesOrderNo: text('sales_order_no').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    orderType: text('order_type').notNull(), // stock | machineDown
    serial: text('serial'),
    customerPo: text('customer_po').notNull(),
    shipTo: text('ship_to').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    notes: text('notes'),
    currency: text('currency'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    placedBy: text('placed_by').notNull(),
    /** Staff placing it for the dealer: the note the dealer sees. */
    note: text('note'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parts_order_placements_dealer_idx').on(t.dealerId, t.placedAt)],
);

/** One per dealer and Idempotency-Key: what was asked and what was answered. */
export const partsOrderKeys = pgTable(
  'parts_order_keys',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    key: text('key').notNull(),
    /** The body asked, canonical: the same key with another body is a 422. */
    request: text('request').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.key] }),
    index('parts_order_keys_created_idx').on(t.createdAt),
  ],
);
