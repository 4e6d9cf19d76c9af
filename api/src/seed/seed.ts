import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { runImport } from '../import/apply';
import { kindOf } from '../import/kinds';
import type { RawRecord } from '../import/rows';
import { dealerWire } from '../routes/dealers';
import { hashPassword } from '../auth/passwords';
import { DEALERS, DOCUMENTS, SALES_STAFF, USERS, type DealerSeed } from './catalog';
import { refreshReadModels } from '../lists/readModels';
import { rng } from './random';
import { claimRows } from './dealer/claims';
import { invoiceRows } from './dealer/invoices';
import { partsLines } from './dealer/partsLines';
import { profileRows } from './dealer/profileRows';
import { rewardRows } from './dealer/rewards';
import { dealerSize } from './dealer/size';
import { statementRows } from './dealer/statements';
import { stockUnits } from './dealer/stockUnits';
import { wholegoodsOrders } from './dealer/wholegoodsOrders';
import { machineRecords, seedMachineSubmissions } from './machines';
import { catalogRecords } from './partsCatalog';
import { scaledCatalogRecords } from './partsCatalog/scaled';
import { SANDBOX_DEALER, seedSandboxClient } from './sandbox';

/**
 * The demo's manufacturer data goes through the import path (decision 0041): the
 * records are made in the feed's wire format and applied by the same code as a file sent to
 * `POST /api/import/{kind}`, all or nothing. A seed row the import refuses, or two with one
 * natural key, is a mistake in the seed: it stops here.
 */
async function feed(database: Database, kindName: string, rows: RawRecord[]) {
  const kind = kindOf(kindName)!;
  const r = await runImport(database, rows, { kind, mode: 'all-or-nothing', snapshot: false });
  // A catalogue grown over the demo's rewrites the rows the demo already has.
  if (r.status !== 'applied' || r.inserted + r.updated + r.unchanged !== rows.length)
    throw new Error(
      `seed: ${kindName} ${r.status}, ${r.inserted} of ${rows.length} inserted: ${JSON.stringify(r.errors.slice(0, 3))}`,
    );
}

/** A unit's serial number is its natural key, and the seed draws them at random: at the
 * benchmarks' scales two units can draw the same one. The later one gets a suffix (none repeat
 * at scale 1, so the demo's serials are as drawn). */
function uniqueSerials(units: RawRecord[]) {
  const seen = new Set<string>();
  for (const u of units) {
    let serial = String(u.serialNo);
    for (let n = 2; seen.has(serial); n++) serial = `${String(u.serialNo)}-${n}`;
    seen.add(serial);
    u.serialNo = serial;
  }
}

/** The seed's records of each kind, gathered over every dealer and fed once per kind. */
type Feed = Record<string, RawRecord[]>;

/**
 * Fills an empty database with deterministic demo data. `scale` multiplies the large dealer's
 * rows (scale 50 gives it 100,000 wholegoods rows and 250,000 parts lines) for benchmarks.
 */
export async function seed(database: Database, { scale = 1 } = {}) {
  const { db } = database;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.dealers);
  if (n > 0) return false;
  const r = rng(20261122);

  await feed(
    database,
    'dealers',
    [...DEALERS, SANDBOX_DEALER].map((d) => dealerWire(d)),
  );
  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  await db.insert(t.users).values(
    USERS.map((u, i) => ({
      email: u.email,
      passwordHash: hashes[i],
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      department: u.department,
      role: u.role,
      dealerId: u.dealerId,
      requirePasswordChange: !!u.requirePasswordChange,
      lastLoginTime: u.key === 'buyer' ? new Date(Date.UTC(2026, 10, 20, 14, 5)) : null,
    })),
  );
  await feed(database, 'sales-staff', [...SALES_STAFF]);
  await db.insert(t.documents).values(
    DOCUMENTS.map(([category, name], i) => ({
      category,
      name,
      path: `/api/blob/Documents/${category}/${name}`,
      lastModified: new Date(Date.UTC(2026, i % 11, 1 + (i % 27))),
    })),
  );
  await db.insert(t.notifications).values([
    {
      notifications: JSON.stringify({
        title: 'Fall stocking program: 2% extra rebate on Supreme 900',
        linkLabel: 'Program details',
        link: 'https://example.com/fall-stocking',
        date: '2026-10-01',
      }),
      lastUpdated: new Date('2026-10-01T12:00:00Z'),
    },
    {
      notifications: JSON.stringify({
        title: 'Segue demo units available at factory pricing',
        linkLabel: 'Request a demo',
        link: 'https://example.com/segue-demo',
        date: '2026-09-15',
      }),
      lastUpdated: new Date('2026-09-15T12:00:00Z'),
    },
    {
      notifications: 'Free freight on parts orders over $5,000 through December',
      lastUpdated: new Date('2026-08-20T12:00:00Z'),
    },
    {
      activities: JSON.stringify({
        title: 'New PDI checklist released for truck mounts',
        linkLabel: 'Open the form',
        link: 'https://example.com/pdi',
        date: '2026-11-02',
      }),
      lastUpdated: new Date('2026-11-02T12:00:00Z'),
    },
    {
      activities: JSON.stringify({
        title: 'Service school dates for 2027 announced',
        linkLabel: 'Register',
        link: 'https://example.com/service-school',
        date: '2026-10-20',
      }),
      lastUpdated: new Date('2026-10-20T12:00:00Z'),
    },
    {
      activities: 'The portal will be down for maintenance Sunday 2-4 AM Central',
      lastUpdated: new Date('2026-09-01T12:00:00Z'),
    },
  ]);

  const records: Feed = {};
  // Not push(...rows): at the benchmarks' scales a kind has more rows than a call has arguments.
  const add = (kind: string, rows: RawRecord[]) => {
    records[kind] = (records[kind] ?? []).concat(rows);
  };
  for (const d of DEALERS) seedDealer(add, d, d.volume * (d.id === 1003 ? scale : 1), r);
  uniqueSerials(records['stock-units'] ?? []);
  // The machines with full histories: fed like the rest; their PDI and registration
  // are portal submissions, stored after.
  machineRecords(add, DEALERS);
  for (const [kind, rows] of Object.entries(records)) await feed(database, kind, rows);
  await seedMachineSubmissions(db);
  // The parts catalogue, through the feed as well (docs/decisions/0121-the-parts-catalogue.md).
  for (const [kind, rows] of catalogRecords()) await feed(database, kind, rows);
  await seedSandbox(database);
  await refreshReadModels(db);
  return true;
}

/** The dealer API's sandbox dealer (seed/sandbox.ts): its records drawn from a generator of
 * its own, after everything else, so no other dealer's demo data moves; its price list; its client. */
async function seedSandbox(database: Database) {
  const records: Feed = {};
  seedDealer(
    (kind, rows) => (records[kind] = (records[kind] ?? []).concat(rows)),
    SANDBOX_DEALER,
    SANDBOX_DEALER.volume,
    rng(20261130),
  );
  // A unit's serial is its key across dealers: the sandbox's own draws must not name another's.
  for (const u of records['stock-units'] ?? []) u.serialNo = `SBX${String(u.serialNo)}`;
  uniqueSerials(records['stock-units'] ?? []);
  for (const [kind, rows] of Object.entries(records)) await feed(database, kind, rows);
  await feed(database, 'dealer-price-lists', [
    { tradingPartnerId: SANDBOX_DEALER.id, priceListCode: 'US-DEALER' },
  ]);
  await seedSandboxClient(database);
}

/** One dealer's records, in the wire format of the import feed (kinds.ts), handed to `add`, one
 * kind at a time in the order the random numbers are drawn. */
function seedDealer(
  add: (kind: string, rows: RawRecord[]) => void,
  d: DealerSeed,
  volume: number,
  r: ReturnType<typeof rng>,
) {
  add('rewards', rewardRows(d));
  if (volume === 0) return;
  const size = dealerSize(volume);
  add('profile-rows', profileRows(d));
  add('wholegoods-orders', wholegoodsOrders(d, size, r));
  add('stock-units', stockUnits(d, size, r));
  add('parts-lines', partsLines(d, size, r));
  add('claims', claimRows(d, size, r));
  for (const [kind, rows] of invoiceRows(d, size, r)) add(kind, rows);
  add('statements', statementRows(d));
}

/** Grows the catalogue to `parts` parts priced on `lists` price lists, through the feed as the
 * demo's (setup's `--catalog-parts`; bench/parts-catalog.mjs). */
export async function seedScaledCatalog(database: Database, parts: number, lists: number) {
  for (const [kind, rows] of scaledCatalogRecords(parts, lists)) await feed(database, kind, rows);
}
