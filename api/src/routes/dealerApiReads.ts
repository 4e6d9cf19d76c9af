import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { clientSeesNetPrice } from '@portal/shared/accessApi';
import { API_PATHS } from '@portal/shared/contract/paths';
import {
  CatalogV1Query,
  CursorPage,
  CursorQuery,
  InventoryUnitV1,
  InvoiceV1,
  StatementV1,
} from '@portal/shared/contract/dealerApi';
import { WholegoodsWire } from '@portal/shared/contract/wholegoods';
import { PartsLineWire } from '@portal/shared/contract/parts';
import { ClaimWire } from '@portal/shared/contract/claims';
import { MachineWire } from '@portal/shared/contract/machines';
import { PartHitWire, PartParams, PartWire } from '@portal/shared/contract/partsCatalog';
import {
  catalogParts,
  invoices,
  partsLines,
  statements,
  stockUnits,
  warrantyCalls,
  wholegoodsOrders,
} from '../db/schema';
import { cursorWindow } from '../http/cursorPage';
import { notFound } from '../http/errors';
import { signedLinks } from '../kit/signedLinks';
import { BlobStore } from '../services/blobStore';
import { dealerInfo } from '../services/dealerInfo';
import { wholegoodsWire } from '../lists/wholegoods';
import { claimWire } from '../lists/claims';
import { numbered, unifiedWire } from '../lists/invoices';
import { partsWire } from '../lists/parts';
import { machineFor } from '../lists/machine';
import { readPart } from '../lists/catalogPart';
import { availabilityOf, isFrench, pricesOf, today, described } from '../lists/catalogCommon';
import { registeredSerials, REGISTERED } from '../lists/registered';
import { stockWire } from './wholegoods';
import { rowsOf } from '../db/rows';

/** The purpose of the dealer API's file links: their own key (kit/signedLinks.ts). */
export const CLIENT_LINKS = 'dealer api file links v1';

const TAGS = ['dealer-api'];

/**
 * The dealer API's reads: the rows the dealer's screens show, for the client's dealer only,
 * mapped to the wire once by the same functions the screens' routes use, a page at a time after
 * an opaque cursor (http/cursorPage.ts). Each route's scope is its rule in the access table.
 */
const dealerApiReads: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const links = signedLinks(api.deps.jwtSecret, CLIENT_LINKS);
  const linkTo = (clientId: number, dealerId: number, path: string) => {
    const { query, expires } = links.sign(clientId, dealerId, path);
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return {
      url: `${api.prefix}/v1/files/${encoded}?${query}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  };
  const list = (operationId: string, summary: string, item: Parameters<typeof CursorPage>[0]) => ({
    schema: {
      tags: TAGS,
      operationId,
      summary,
      querystring: CursorQuery,
      response: { 200: CursorPage(item) },
    },
  });

  api.get(
    API_PATHS.v1WholegoodsOrders,
    list('listWholegoodsOrders', "The dealer's wholegoods orders, oldest first", WholegoodsWire),
    async (req) => {
      const dealerId = req.dealerId!;
      const page = cursorWindow(
        'wholegoods-orders',
        wholegoodsOrders.id,
        eq(wholegoodsOrders.dealerId, dealerId),
        req.query,
      );
      const [dealer, rows] = await Promise.all([
        dealerInfo(db, dealerId),
        db.select().from(wholegoodsOrders).where(page.where).orderBy(page.orderBy).limit(page.read),
      ]);
      return page.page(
        rows,
        (r) => r.id,
        (r) => wholegoodsWire(r, dealer),
      );
    },
  );

  api.get(
    API_PATHS.v1Inventory,
    list(
      'listInventory',
      "The dealer's stock units of every inventory (pull-type, truck-mount, stationary)",
      InventoryUnitV1,
    ),
    async (req) => {
      const dealerId = req.dealerId!;
      const page = cursorWindow(
        'inventory',
        stockUnits.id,
        eq(stockUnits.dealerId, dealerId),
        req.query,
      );
      const [registered, rows] = await Promise.all([
        registeredSerials(db, dealerId),
        db.select().from(stockUnits).where(page.where).orderBy(page.orderBy).limit(page.read),
      ]);
      return page.page(
        rows,
        (r) => r.id,
        (u) => ({
          ...stockWire(registered.has(u.serialNo.toUpperCase()) ? { ...u, status: REGISTERED } : u),
          kind: u.kind as 'pulltype' | 'truckmount' | 'stationary',
        }),
      );
    },
  );

  api.get(
    API_PATHS.v1Machine,
    {
      schema: {
        tags: TAGS,
        operationId: 'getMachine',
        summary: "One machine's whole record with its warranty clock",
        description:
          '404 when the dealer has no order, stock unit, claim or form with that serial number. The invoice is left out for a client made as a DealerViewer (finance).',
        params: Type.Object({ serial: Type.String({ minLength: 1, maxLength: 60 }) }),
        response: { 200: MachineWire },
      },
    },
    async (req) => machineFor(db, req.dealerId!, req.params.serial, req.apiClient!.role),
  );

  api.get(
    API_PATHS.v1PartsOrders,
    list('listPartsOrderLines', "The dealer's parts order lines, oldest first", PartsLineWire),
    async (req) => {
      const page = cursorWindow(
        'parts-orders',
        partsLines.id,
        eq(partsLines.dealerId, req.dealerId!),
        req.query,
      );
      const rows = await db
        .select()
        .from(partsLines)
        .where(page.where)
        .orderBy(page.orderBy)
        .limit(page.read);
      return page.page(rows, (r) => r.id, partsWire);
    },
  );

  api.get(
    API_PATHS.v1Invoices,
    list(
      'listInvoices',
      "The dealer's invoices (wholegoods and parts), each with a signed link to its PDF",
      InvoiceV1,
    ),
    async (req) => {
      const dealerId = req.dealerId!;
      const page = cursorWindow('invoices', invoices.id, numbered(dealerId), req.query);
      const [dealer, rows] = await Promise.all([
        dealerInfo(db, dealerId),
        db.select().from(invoices).where(page.where).orderBy(page.orderBy).limit(page.read),
      ]);
      return page.page(
        rows,
        (r) => r.id,
        (r) => ({
          ...unifiedWire(r),
          pdf: linkTo(
            req.apiClient!.id,
            dealerId,
            BlobStore.join('Invoices', dealer.code, `${r.invoiceNumber}.pdf`),
          ),
        }),
      );
    },
  );

  api.get(
    API_PATHS.v1Statements,
    list(
      'listStatements',
      "The dealer's statements, oldest first, each with a signed link to its PDF",
      StatementV1,
    ),
    async (req) => {
      const dealerId = req.dealerId!;
      const page = cursorWindow(
        'statements',
        statements.id,
        eq(statements.dealerId, dealerId),
        req.query,
      );
      const rows = await db
        .select()
        .from(statements)
        .where(page.where)
        .orderBy(page.orderBy)
        .limit(page.read);
      return page.page(
        rows,
        (r) => r.id,
        (r) => ({
          name: r.name,
          statementDate: r.statementDate,
          pdf: linkTo(req.apiClient!.id, dealerId, BlobStore.join('Statements', r.name)),
        }),
      );
    },
  );

  api.get(
    API_PATHS.v1Claims,
    list('listClaims', "The dealer's warranty claims with their statuses, oldest first", ClaimWire),
    async (req) => {
      const dealerId = req.dealerId!;
      const page = cursorWindow(
        'claims',
        warrantyCalls.id,
        eq(warrantyCalls.dealerId, dealerId),
        req.query,
      );
      const [dealer, rows] = await Promise.all([
        dealerInfo(db, dealerId),
        db.select().from(warrantyCalls).where(page.where).orderBy(page.orderBy).limit(page.read),
      ]);
      return page.page(
        rows,
        (r) => r.id,
        (r) => claimWire(r, dealer.code),
      );
    },
  );

  api.get(
    API_PATHS.v1CatalogParts,
    {
      schema: {
        tags: TAGS,
        operationId: 'listCatalogParts',
        summary: "The parts catalogue by part number, with the dealer's prices today and stock",
        description:
          'The net price is left out (the field absent) for a client made as a DealerViewer (finance).',
        querystring: CatalogV1Query,
        response: { 200: CursorPage(PartHitWire) },
      },
    },
    async (req) => {
      const page = cursorWindow('catalog', catalogParts.partNumber, sql`true`, req.query);
      const french = isFrench(req.query.language);
      const rows = await rowsOf<{
        partNumber: string;
        description: string;
        unit: string;
        packQuantity: number;
        status: 'active' | 'superseded' | 'obsolete';
      }>(
        db,
        sql`select part_number as "partNumber", ${described(french, 'catalog_parts')} as description, unit,
                   pack_quantity as "packQuantity", status
              from catalog_parts where ${page.where}
             order by part_number limit ${page.read}`,
      );
      const numbers = rows.map((r) => r.partNumber);
      const [prices, stock] = await Promise.all([
        pricesOf(db, req.dealerId!, numbers, {
          day: today(),
          net: clientSeesNetPrice(req.apiClient!.role),
        }),
        availabilityOf(db, numbers),
      ]);
      return page.page(
        rows,
        (r) => r.partNumber,
        (r) => {
          // The price of the day without its period (a hit's fields, as the catalogue screen's).
          const { effectiveFrom: _from, effectiveTo: _to, ...price } = prices.get(r.partNumber)!;
          return { ...r, replaces: null, availability: stock.get(r.partNumber) ?? [], ...price };
        },
      );
    },
  );

  api.get(
    API_PATHS.v1CatalogPart,
    {
      schema: {
        tags: TAGS,
        operationId: 'getCatalogPart',
        summary: "A part: supersession, kit, the dealer's prices today, stock, where it is used",
        description:
          '404 when no part has that number. The net price is left out for a client made as a DealerViewer.',
        params: Type.Object({ partNumber: PartParams.properties.partNumber }),
        querystring: Type.Object({ language: CatalogV1Query.properties.language }),
        response: { 200: PartWire },
      },
    },
    async (req) => {
      const number = req.params.partNumber.trim();
      const part = await readPart(db, req.dealerId!, number, {
        french: isFrench(req.query.language),
        net: clientSeesNetPrice(req.apiClient!.role),
        day: today(),
      });
      if (!part) throw notFound(`No part with number ${number} in the catalogue`);
      return part;
    },
  );
};
export default dealerApiReads;
