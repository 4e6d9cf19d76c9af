// Every entity of both specs' section 3, over PostgreSQL. Wire names are mapped in the routes.
import {
  bigint,
  customType,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgMaterializedView,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PartsOrderLineWire } from '@portal/shared/contract/parts';
import { apiClients } from './apiClientSchema';

/** A column upper-cased in byte order: an index over it serves a case-blind prefix search
 * (`upper(col) ~>=~ 'AB' and upper(col) ~<~ 'AC'`) whatever the database's collation. */
const upperPattern = (c: AnyPgColumn): SQL => sql`upper(${c}) text_pattern_ops`;

export const dealers = pgTable('dealers', {
  id: integer('id').primaryKey(), // tradingPartnerId
  code: text('code').notNull().unique(), // tpNameX
  companyName: text('company_name').notNull(),
  division: text('division').notNull(),
  territory: text('territory').notNull(),
  currency: text('currency').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  title: text('title').notNull().default(''),
  department: text('department').notNull().default(''),
  role: text('role').notNull(),
  dealerId: integer('dealer_id').references(() => dealers.id),
  requirePasswordChange: boolean('require_password_change').notNull().default(false),
  lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** In every access token; bumped by every change to the user, which ends the
   * access tokens issued before it (api/src/auth/sessionGate.ts). */
  tokenVersion: integer('token_version').notNull().default(0),
  /** A temporary password from the reset e-mail: valid until then, for one sign-in. */
  tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
  tempPasswordUsedAt: timestamp('temp_password_used_at', { withTimezone: true }),
  /** The user's language (decision 0063): the portal's and their e-mails'. */
  language: text('language').notNull().default('en'),
});

/** One per sign-in: the refresh-token family and the `sid` of its access tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute lifetime: no refresh goes past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    family: text('family').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pending' (reserved before the hash, counted as a failure until known), 'ok', 'failed'. */
    outcome: text('outcome').notNull().default('failed'),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  activities: text('activities').notNull().default(''),
  notifications: text('notifications').notNull().default(''),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  // The admin's French of the notice's title and link label; '' when not written (English shown).
  titleFr: text('title_fr').notNull().default(''),
  linkLabelFr: text('link_label_fr').notNull().default(''),
});

export const wholegoodsOrders = pgTable(
  'wholegoods_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034); null on rows
     * that did not come through it (the demo seed). */
    importKey: text('import_key'),
    orderNumber: text('order_number').notNull(),
    description: text('description'),
    partModel: text('part_model'),
    lotSerial: text('lot_serial'),
    scheduleStatus: text('schedule_status'),
    orderedDate: date('ordered_date'),
    promisedDate: date('promised_date'),
    entityCode: text('entity_code'),
    partLotSerialId: integer('part_lot_serial_id'),
    assignOwnerId: integer('assign_owner_id'),
    assignType: text('assign_type'),
    partId: integer('part_id'),
    salesOrderHeaderId: integer('sales_order_header_id'),
    salesOrderLineId: integer('sales_order_line_id'),
    workOrderId: integer('work_order_id'),
    workOrderNumber: text('work_order_number'),
    completedDate: date('completed_date'),
    shipTo: text('ship_to'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    invoiceAmount: text('invoice_amount'), // as the source system sends it, e.g. '12,500.00'
    amountPaid: text('amount_paid'),
    invoiceStatus: text('invoice_status'),
    customerPoNumber: text('customer_po_number'),
    /**
     * What the orders list searches (requirements 000 §5: number, status, dealer PO), kept with the row
     * instead of computed from it for every row a search checks (decision 0080: a broad search
     * counted 100,000 matches in 27 ms instead of 67). Searched through its trigram index.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(order_number, '') || chr(31) || coalesce(schedule_status, '') || chr(31) || coalesce(customer_po_number, ''))`,
    ),
  },
  // (dealer, id): one dealer's page in the default id order without sorting all of its rows.
  (t) => [
    uniqueIndex('wholegoods_orders_import_key_idx').on(t.importKey),
    // (dealer, ordered date) is served by the sort index of migration 'list_keyset_indexes_and_
    // counts', (dealer, ordered date, id): migration 'list_drop_redundant_index' dropped this one.
    index('wholegoods_orders_dealer_id_idx').on(t.dealerId, t.id),
    // The top bar's prefix search and the machine page: upper-cased, byte-ordered.
    index('wholegoods_orders_number_prefix_idx').on(t.dealerId, upperPattern(t.orderNumber)),
    index('wholegoods_orders_serial_prefix_idx').on(t.dealerId, upperPattern(t.lotSerial)),
  ],
);

/** A list's number of rows per dealer and tab, kept with its rows instead of counted at every
 * page (src/lists/keptCounts.ts). */
const countsTable = (name: string) =>
  pgTable(
    name,
    {
      dealerId: integer('dealer_id').notNull(),
      view: text('view').notNull(),
      n: bigint('n', { mode: 'number' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.dealerId, t.view] })],
  );

/**
 * How many rows each tab of a dealer's wholegoods orders holds: the 'Page X of Y'
 * total without counting a million rows per page. Kept by statement triggers on
 * wholegoods_orders (migration 'list_counts_triggers'), in the same transaction as the rows.
 * `view`: 'all', 'open' or 'history' (requirements 000 §4).
 */
export const wholegoodsCounts = countsTable('wholegoods_counts');

/** Stock units and inventory of the three machine kinds (pull-type, truck-mount, stationary). */
export const stockUnits = pgTable(
  'stock_units',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034); null on rows
     * that did not come through it (the demo seed). */
    importKey: text('import_key'),
    kind: text('kind').notNull(), // pulltype | truckmount | stationary
    salesOrderNo: text('sales_order_no').notNull(),
    serialNo: text('serial_no').notNull(),
    unitType: text('unit_type').notNull(),
    status: text('status'),
    destination: text('destination'),
    manufactureDate: date('manufacture_date'),
  },
  (t) => [
    uniqueIndex('stock_units_import_key_idx').on(t.importKey),
    index('stock_units_dealer_idx').on(t.dealerId, t.kind),
    index('stock_units_serial_prefix_idx').on(t.dealerId, upperPattern(t.serialNo)),
  ],
);

export const partsLines = pgTable(
  'parts_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034); null on rows
     * that did not come through it (the demo seed). */
    importKey: text('import_key'),
    salesOrderNo: text('sales_order_no').notNull(),
    invoiceStatus: text('invoice_status'),
    orderedDate: date('ordered_date'),
    invoiceDate: date('invoice_date'),
    customerPo: text('customer_po'),
    type: text('type'),
    part: text('part'),
    partDescription: text('part_description'),
    orderedQty: integer('ordered_qty'),
    shippedQty: integer('shipped_qty'),
    backorderedQty: integer('backordered_qty'),
  },
  (t) => [
    uniqueIndex('parts_lines_import_key_idx').on(t.importKey),
    index('parts_lines_dealer_idx').on(t.dealerId, t.salesOrderNo),
    index('parts_lines_dealer_id_idx').on(t.dealerId, t.id),
    index('parts_lines_number_prefix_idx').on(t.dealerId, upperPattern(t.salesOrderNo)),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034); null on rows
     * that did not come through it (the demo seed). */
    importKey: text('import_key'),
    category: text('category').notNull(), // Wholegoods | Parts
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    orderedDate: date('ordered_date'),
    amount: text('amount'), // raw, e.g. '$1,234.50' or 'N/A'
    amountPaid: text('amount_paid'),
    status: text('status'),
  },
  (t) => [
    uniqueIndex('invoices_import_key_idx').on(t.importKey),
    index('invoices_dealer_idx').on(t.dealerId, t.category, t.invoiceDate),
    index('invoices_dealer_id_idx').on(t.dealerId, t.id),
    index('invoices_number_prefix_idx').on(t.dealerId, upperPattern(t.invoiceNumber)),
  ],
);

export const warrantyCalls = pgTable(
  'warranty_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034); null on rows
     * that did not come through it (the demo seed). */
    importKey: text('import_key'),
    callNumber: text('call_number').notNull(),
    callDate: date('call_date'),
    productSerial: text('product_serial'),
    callType: text('call_type'),
    complaint: text('complaint'),
    callStatus: text('call_status'),
    currentStatus: text('current_status'),
    limitedWarrantyStatus: text('limited_warranty_status'),
    powertrainWarrantyStatus: text('powertrain_warranty_status'),
  },
  (t) => [
    uniqueIndex('warranty_calls_import_key_idx').on(t.importKey),
    index('warranty_calls_dealer_idx').on(t.dealerId, t.callDate),
    index('warranty_calls_dealer_id_idx').on(t.dealerId, t.id),
    index('warranty_calls_number_prefix_idx').on(t.dealerId, upperPattern(t.callNumber)),
    index('warranty_calls_serial_prefix_idx').on(t.dealerId, upperPattern(t.productSerial)),
  ],
);

/**
 * Read models of the list screens, defined in migrations 0004 and 0029 and brought up to date
 * whenever the source tables are loaded (src/lists/readModels.ts). Parts orders: one row per order
 * number and tab ('open' | 'history'), with its first line's fields, the status the spec shows and
 * the ids of its lines. It is a table kept from the view parts_orders_source (whole after a batch
 * load, per order when one is placed: src/db/partsOrdersModel.ts), declared here as the existing
 * read model it was: drizzle only names it and its columns in queries, and drizzle-kit leaves it to
 * its migration.
 */
export const partsOrders = pgMaterializedView('parts_orders', {
  dealerId: integer('dealer_id').notNull(),
  view: text('view').notNull(),
  salesOrderNo: text('sales_order_no').notNull(),
  firstLineId: bigint('first_line_id', { mode: 'number' }).notNull(),
  lineIds: bigint('line_ids', { mode: 'number' }).array().notNull(),
  status: text('status').notNull(),
  orderedDate: date('ordered_date'),
  invoiceDate: date('invoice_date'),
  customerPo: text('customer_po'),
  /** Its lines of this tab, merged as the screens show them (migration 0031). */
  lines: json('lines').$type<PartsOrderLineWire[]>().notNull(),
}).existing();

/** Each dealer's parts orders per tab, kept by statement triggers on parts_orders in the same
 * transaction as its rows (migration 0030): the lists' 'Page X of Y' without counting. */
export const partsOrdersCounts = countsTable('parts_orders_counts');

/** Each dealer's warranty calls per tab ('open', 'history', 'all'): 'open' and 'all' kept by
 * statement triggers on warranty_calls, 'history' counted again with each refresh of
 * claims_history (migration 0032, src/lists/readModels.ts). */
export const claimsCounts = countsTable('claims_counts');

/** Claims History: closed or complete calls, one per claim number and serial number. */
export const claimsHistory = pgMaterializedView('claims_history', {
  id: bigint('id', { mode: 'number' }).notNull(),
  dealerId: integer('dealer_id').notNull(),
  callNumber: text('call_number').notNull(),
  callDate: date('call_date'),
  productSerial: text('product_serial'),
  callType: text('call_type'),
  complaint: text('complaint'),
  callStatus: text('call_status'),
  currentStatus: text('current_status'),
  limitedWarrantyStatus: text('limited_warranty_status'),
  powertrainWarrantyStatus: text('powertrain_warranty_status'),
}).existing();

export const rewards = pgTable('rewards', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id),
  currentStatus: text('current_status').notNull(),
  data: jsonb('data').notNull(), // the counters of requirements 001 §3
});

export const salesStaff = pgTable(
  'sales_staff',
  {
    id: serial('id').primaryKey(),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034). */
    importKey: text('import_key'),
    salesRepId: text('sales_rep_id').notNull(),
    salesRepDescr: text('sales_rep_descr').notNull(),
    repTitle: text('rep_title'),
    repPhone: text('rep_phone'),
    emailAddr: text('email_addr'),
    territoryId: text('territory_id').notNull(),
    territoryDescr: text('territory_descr').notNull(),
  },
  (t) => [uniqueIndex('sales_staff_import_key_idx').on(t.importKey)],
);

export const profileRows = pgTable(
  'profile_rows',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034). */
    importKey: text('import_key'),
    address: text('address'),
    location: text('location'),
    department: text('department'),
    contactName: text('contact_name'),
    title: text('title'),
    phone: text('phone'),
    email: text('email'),
    addrType: text('addr_type').notNull(), // MAIN | DEPT
  },
  (t) => [
    uniqueIndex('profile_rows_import_key_idx').on(t.importKey),
    index('profile_rows_dealer_idx').on(t.dealerId),
  ],
);

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
});

export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    name: text('name').notNull().unique(),
    statementDate: date('statement_date').notNull(),
  },
  (t) => [index('statements_dealer_idx').on(t.dealerId)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // support | pdi | warranty
    dealerId: integer('dealer_id').references(() => dealers.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sent through the dealer API by this client (no user). */
    apiClientId: integer('api_client_id').references(() => apiClients.id),
    idempotencyKey: text('idempotency_key'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An Idempotency-Key is its sender's own: two users, or two API clients, may send the same key.
  (t) => [
    uniqueIndex('submissions_idem_user_idx').on(t.userId, t.kind, t.idempotencyKey),
    uniqueIndex('submissions_idem_client_idx').on(t.apiClientId, t.kind, t.idempotencyKey),
    // A machine's PDI and registration (the machine page, 'Registered' in inventory).
    index('submissions_serial_idx').on(t.dealerId, sql`upper(${t.payload} ->> 'serialNumber')`),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Fixed-window request counters (support requests per user), in the database so that
 * a limit holds across processes; a row is reserved with one atomic upsert before any work.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    dealerId: integer('dealer_id'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A staff visit's last read (action 'dealer-visit'): the visit runs from `at` to here. */
    lastAt: timestamp('last_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // A dealer's own log (its profile) and a staff member's open visit, newest first.
    index('audit_log_dealer_idx').on(t.dealerId, t.id),
    index('audit_log_visit_idx')
      .on(t.userId, t.dealerId, t.id)
      .where(sql`action = 'dealer-visit'`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The shared blob store (services/dbBlobStore.ts): every API process reads the files any
 * of them stored. A file is its chunks; it is visible once `complete` (a reader never sees half a
 * file, and a newer copy replaces the old one in one transaction).
 */
export const blobFiles = pgTable(
  'blob_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blob_files_path_complete_idx')
      .on(t.path)
      .where(sql`complete`),
    index('blob_files_path_prefix_idx').on(sql`${t.path} text_pattern_ops`),
  ],
);

export const blobChunks = pgTable(
  'blob_chunks',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => blobFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** Machine accounts of the import feed: an API key, never a UI sign-in. */
export const serviceAccounts = pgTable('service_accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** SHA-256 of the key (the key is random, 32 bytes: no salt or slow hash needed). */
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, shown so an admin can tell keys apart. */
  keyPrefix: text('key_prefix').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** One row per import run (the admin screen's list and its error report). */
export const imports = pgTable(
  'imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The service account's name, or 'cli' for the command line. */
    source: text('source').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull(), // running | applied | refused | failed | interrupted
    rowsRead: integer('rows_read').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The per-row report: [{ line, reason }], the first 1,000. */
    errors: jsonb('errors').notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_started_idx').on(t.startedAt)],
);

/** Real-user reports: one row per load, failed load, error or vital a browser sent. */
export const clientReports = pgTable(
  'client_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    area: text('area').notNull(),
    version: text('version').notNull(),
    route: text('route').notNull(),
    vital: text('vital'),
    value: doublePrecision('value'),
    message: text('message'),
  },
  (t) => [index('client_reports_area_at_idx').on(t.area, t.version, t.at)],
);

export * from './catalogSchema';
export * from './cartSchema';
export * from './orderSchema';

/**
 * What the portal tells the manufacturer's systems (docs/integration.md, decision 0139): one row per
 * submission, written in the submission's own transaction. `tx` is that transaction's id: the
 * events are handed out in (tx, id) order and only below the oldest transaction still running, so
 * one committed late is never skipped by a reader that went past its id.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    eventId: uuid('event_id').notNull().unique().defaultRandom(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    dealerId: integer('dealer_id'),
    /** The record the event is about ('claim:WC…'): a record's events go out in order. */
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    index('integration_events_order_idx').on(t.tx, t.id),
    // One dealer's changes in the same order (the dealer API's changes feed).
    index('integration_events_dealer_idx').on(t.dealerId, t.tx, t.id),
  ],
);

/** A pull consumer (a service account) and the cursor its last acknowledgement left. */
export const integrationCursors = pgTable('integration_cursors', {
  serviceAccountId: integer('service_account_id')
    .primaryKey()
    .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
  tx: bigint('tx', { mode: 'number' }).notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A receiver of the events by webhook; `previousSecret` still signs until `previousUntil`. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  kinds: text('kinds').array().notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousUntil: timestamp('previous_until', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event to one endpoint: pending (due at `nextAttemptAt`, or leased), delivered or dead. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => integrationEvents.id),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop this long after it (WEBHOOK_RETRY_FOR_MS); a replay starts it again. */
    retriesFrom: timestamp('retries_from', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_subject_idx').on(t.endpointId, t.subject, t.id),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
export * from './apiClientSchema';
