import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

  const [found] = await rowsOf<Found>(
    db,
    sql`select
      ${listed(
        sql`select ${stockUnits.serialNo} as serial, ${stockUnits.unitType} as model
            from ${stockUnits} where ${mine(stockUnits.dealerId, stockUnits.serialNo)}
            order by ${inOrder(stockUnits.serialNo)} limit ${first}`,
        'serial',
      )} as "units",
      ${listed(
        sql`select ${w.lotSerial} as serial, ${w.partModel} as model
            from ${w} where ${mine(w.dealerId, w.lotSerial)}
            order by ${inOrder(w.lotSerial)} limit ${first}`,
        'serial',
      )} as "orderSerials",
      ${listed(
        sql`select ${c.productSerial} as serial, null as model
            from ${c} where ${mine(c.dealerId, c.productSerial)}
            order by ${inOrder(c.productSerial)} limit ${first}`,
        'serial',
      )} as "claimSerials",
      ${listed(
        sql`select ${w.orderNumber} as number, ${w.partModel} as model,
              ${w.scheduleStatus} as status, ${wholegoodsHistory} as history
            from ${w} where ${mine(w.dealerId, w.orderNumber)}
            order by ${inOrder(w.orderNumber)} limit ${first}`,
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
        sql`select ${invoices.invoiceNumber} as number, ${invoices.category} as category,
              ${invoices.status} as status
            from ${invoices}
            where ${and(mine(invoices.dealerId, invoices.invoiceNumber), isNotNull(invoices.invoiceNumber))}
            order by ${inOrder(invoices.invoiceNumber)} limit ${first}`,
        'number',
      )} as "bills",
      ${listed(
        sql`select ${c.callNumber} as number, ${c.productSerial} as serial,
              ${c.currentStatus} as status, ${openClaim} as open
            from ${c} where ${mine(c.dealerId, c.callNumber)}
            order by ${inOrder(c.callNumber)} limit ${first}`,
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
