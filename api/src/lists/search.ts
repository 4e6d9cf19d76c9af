import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchHit } from '@portal/shared/contract/machines';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  invoices,
  partsLines,
  partsOrders,
  stockUnits,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';
import { wholegoodsHistory } from './wholegoods';
import { openClaim } from './claims';

/** Hits per kind: the top bar shows a few of each. */
export const HITS_PER_KIND = 5;

/** One kind's rows as a JSON array, in the order of their `key` as the index holds it. */
const listed = (rows: SQL, key: string) =>
  sql`(select coalesce(json_agg(t order by upper(t.${sql.identifier(key)}) using ~<~), '[]')
       from (${rows}) t)`;

interface Found {
  units: { serial: string; model: string | null }[];
  orderSerials: { serial: string; model: string | null }[];
  claimSerials: { serial: string; model: null }[];
  orders: { number: string; model: string | null; status: string | null; history: boolean }[];
  parts: { number: string; view: string | null; status: string | null }[];
  bills: { number: string; category: string | null; status: string | null }[];
  calls: { number: string; serial: string | null; status: string | null; open: boolean }[];
}

/**
 * The top bar's search: numbers that START with what was typed, for one dealer, upper-
 * cased. Each read is a range over an index on (dealer, upper(number) text_pattern_ops) in that
 * index's own byte order (`using ~<~`), so it stops after a few rows at any size of dealer
 * (migration 'machine_page_and_search'). The seven reads are one statement, each kind's rows a
 * JSON array: seven statements apart cost the API a round trip each, most of its CPU per search
 * (bench/api-cpu.mjs).
 */
export async function searchNumbers(db: Db, dealerId: number, typed: string): Promise<SearchHit[]> {
  const lo = typed.trim().toUpperCase();
  if (!lo) return [];
  // The first string after every string that starts with `lo`, in byte (code point) order.
  const hi = lo.slice(0, -1) + String.fromCodePoint(lo.codePointAt(lo.length - 1)! + 1);
  const starts = (c: PgColumn) => sql`upper(${c}) ~>=~ ${lo} and upper(${c}) ~<~ ${hi}`;
  const inOrder = (c: PgColumn) => sql`upper(${c}) using ~<~`;
  const mine = (c: PgColumn, col: PgColumn): SQL => and(eq(c, dealerId), starts(col))!;
  const first = HITS_PER_KIND * 2; // a few more than shown: repeats are dropped below
  const w = wholegoodsOrders;
  const c = warrantyCalls;

  // A kind's first rows whose `number` starts with what was typed, in its index's order.
  const byStart = (t: PgTable, dealer: PgColumn, number: PgColumn, fields: SQL, also?: SQL) =>
    sql`select ${fields} from ${t} where ${and(mine(dealer, number), also)}
        order by ${inOrder(number)} limit ${first}`;

  const [found] = await rowsOf<Found>(
    db,
    sql`select
      ${listed(
        byStart(
          stockUnits,
          stockUnits.dealerId,
          stockUnits.serialNo,
          sql`${stockUnits.serialNo} as serial, ${stockUnits.unitType} as model`,
        ),
        'serial',
      )} as "units",
      ${listed(
        byStart(w, w.dealerId, w.lotSerial, sql`${w.lotSerial} as serial, ${w.partModel} as model`),
        'serial',
      )} as "orderSerials",
      ${listed(
        byStart(c, c.dealerId, c.productSerial, sql`${c.productSerial} as serial, null as model`),
        'serial',
      )} as "claimSerials",
      ${listed(
        byStart(
          w,
          w.dealerId,
          w.orderNumber,
          sql`${w.orderNumber} as number, ${w.partModel} as model,
              ${w.scheduleStatus} as status, ${wholegoodsHistory} as history`,
        ),
        'number',
      )} as "orders",
      ${listed(
        // An order has several lines: distinct numbers, still read in index order; which tab
        // of the parts orders holds each, from the parts orders read model.
        sql`select l.number, tab.view, tab.status
            from (select distinct on (upper(${partsLines.salesOrderNo}))
                    ${partsLines.salesOrderNo} as number
                  from ${partsLines} where ${mine(partsLines.dealerId, partsLines.salesOrderNo)}
                  order by ${inOrder(partsLines.salesOrderNo)} limit ${HITS_PER_KIND}) l
            left join lateral (
              select ${partsOrders.view} as view, ${partsOrders.status} as status
              from ${partsOrders}
              where ${partsOrders.dealerId} = ${dealerId} and ${partsOrders.salesOrderNo} = l.number
              limit 1) tab on true`,
        'number',
      )} as "parts",
      ${listed(
        byStart(
          invoices,
          invoices.dealerId,
          invoices.invoiceNumber,
          sql`${invoices.invoiceNumber} as number, ${invoices.category} as category,
              ${invoices.status} as status`,
          isNotNull(invoices.invoiceNumber),
        ),
        'number',
      )} as "bills",
      ${listed(
        byStart(
          c,
          c.dealerId,
          c.callNumber,
          sql`${c.callNumber} as number, ${c.productSerial} as serial,
              ${c.currentStatus} as status, ${openClaim} as open`,
        ),
        'number',
      )} as "calls"`,
  );
  const { units, orderSerials, claimSerials, orders, parts, bills, calls } = found;

  const hits: SearchHit[] = [];
  const once = <T>(rows: T[], key: (r: T) => string | null) => {
    const seen = new Set<string>();
    return rows.filter((r) => {
      const k = key(r)?.toUpperCase();
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  const q = (v: string) => `?q=${encodeURIComponent(v)}`;

  const serials = once([...units, ...orderSerials, ...claimSerials], (r) => r.serial)
    .sort((a, b) => (a.serial!.toUpperCase() < b.serial!.toUpperCase() ? -1 : 1))
    .slice(0, HITS_PER_KIND);
  for (const s of serials)
    hits.push({
      kind: 'serial',
      value: s.serial!,
      detail: s.model ?? null,
      path: `/machines/${encodeURIComponent(s.serial!)}`,
    });
  for (const o of once(orders, (r) => r.number).slice(0, HITS_PER_KIND))
    hits.push({
      kind: 'wholegoodsOrder',
      value: o.number,
      detail: [o.model, o.status].filter(Boolean).join(' · ') || null,
      path: `/wholegoods/${o.history ? 'history' : 'orders'}${q(o.number)}`,
    });
  for (const p of parts) {
    hits.push({
      kind: 'partsOrder',
      value: p.number,
      detail: p.status,
      path: `/parts/${p.view === 'history' ? 'history' : 'orders'}${q(p.number)}`,
    });
  }
  for (const i of once(bills, (r) => r.number).slice(0, HITS_PER_KIND))
    hits.push({
      kind: 'invoice',
      value: i.number!,
      detail: [i.category, i.status].filter(Boolean).join(' · ') || null,
      // 'All Invoices', so a paid one is there too.
      path: `/finance/invoices?view=all&q=${encodeURIComponent(i.number!)}`,
    });
  for (const c of once(calls, (r) => r.number).slice(0, HITS_PER_KIND))
    hits.push({
      kind: 'claim',
      value: c.number,
      detail: [c.serial, c.status].filter(Boolean).join(' · ') || null,
      path: `/service/${c.open ? 'open-claims' : 'claims-history'}${q(c.number)}`,
    });
  return hits;
}
