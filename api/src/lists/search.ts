import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchHit } from '@portal/shared/contract/machines';
import type { Db } from '../db/client';
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

/**
 * The top bar's search: numbers that START with what was typed, for one dealer, upper-
 * cased. Each read is a range over an index on (dealer, upper(number) text_pattern_ops) in that
 * index's own byte order (`using ~<~`), so it stops after a few rows at any size of dealer
 * (migration 'machine_page_and_search').
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

  const [units, orderSerials, claimSerials, orders, parts, bills, calls] = await Promise.all([
    db
      .select({ serial: stockUnits.serialNo, model: stockUnits.unitType })
      .from(stockUnits)
      .where(mine(stockUnits.dealerId, stockUnits.serialNo))
      .orderBy(inOrder(stockUnits.serialNo))
      .limit(first),
    db
      .select({ serial: wholegoodsOrders.lotSerial, model: wholegoodsOrders.partModel })
      .from(wholegoodsOrders)
      .where(mine(wholegoodsOrders.dealerId, wholegoodsOrders.lotSerial))
      .orderBy(inOrder(wholegoodsOrders.lotSerial))
      .limit(first),
    db
      .select({ serial: warrantyCalls.productSerial, model: sql<string | null>`null` })
      .from(warrantyCalls)
      .where(mine(warrantyCalls.dealerId, warrantyCalls.productSerial))
      .orderBy(inOrder(warrantyCalls.productSerial))
      .limit(first),
    db
      .select({
        number: wholegoodsOrders.orderNumber,
        model: wholegoodsOrders.partModel,
        status: wholegoodsOrders.scheduleStatus,
        history: sql<boolean>`${wholegoodsHistory}`,
      })
      .from(wholegoodsOrders)
      .where(mine(wholegoodsOrders.dealerId, wholegoodsOrders.orderNumber))
      .orderBy(inOrder(wholegoodsOrders.orderNumber))
      .limit(first),
    // An order has several lines: distinct numbers, still read in index order.
    db
      .selectDistinctOn([sql`upper(${partsLines.salesOrderNo})`], {
        number: partsLines.salesOrderNo,
      })
      .from(partsLines)
      .where(mine(partsLines.dealerId, partsLines.salesOrderNo))
      .orderBy(inOrder(partsLines.salesOrderNo))
      .limit(HITS_PER_KIND),
    db
      .select({
        number: invoices.invoiceNumber,
        category: invoices.category,
        status: invoices.status,
      })
      .from(invoices)
      .where(
        and(mine(invoices.dealerId, invoices.invoiceNumber), isNotNull(invoices.invoiceNumber)),
      )
      .orderBy(inOrder(invoices.invoiceNumber))
      .limit(first),
    db
      .select({
        number: warrantyCalls.callNumber,
        serial: warrantyCalls.productSerial,
        status: warrantyCalls.currentStatus,
        open: sql<boolean>`${openClaim}`,
      })
      .from(warrantyCalls)
      .where(mine(warrantyCalls.dealerId, warrantyCalls.callNumber))
      .orderBy(inOrder(warrantyCalls.callNumber))
      .limit(first),
  ]);

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
  // Which tab of the parts orders holds each: from the parts orders read model.
  const tabs = parts.length
    ? await db
        .select({
          number: partsOrders.salesOrderNo,
          view: partsOrders.view,
          status: partsOrders.status,
        })
        .from(partsOrders)
        .where(
          and(
            eq(partsOrders.dealerId, dealerId),
            inArray(
              partsOrders.salesOrderNo,
              parts.map((p) => p.number),
            ),
          ),
        )
    : [];
  for (const p of parts) {
    const tab = tabs.find((t) => t.number === p.number);
    hits.push({
      kind: 'partsOrder',
      value: p.number,
      detail: tab?.status ?? null,
      path: `/parts/${tab?.view === 'history' ? 'history' : 'orders'}${q(p.number)}`,
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
