import {
  catalogAvailability,
  catalogCallouts,
  catalogDiagrams,
  catalogKits,
  catalogParts,
  catalogPrices,
  dealerPriceLists,
  priceLists,
  warehouses,
} from '../db/schema';
import { PART_STATUSES } from '@portal/shared/contract/partsCatalog';
import type { Field, FieldType, Kind, Reference } from './kinds';
import { supersessionLoops } from './supersession';

// The parts catalogue's kinds (docs/decisions/0121-the-parts-catalogue.md). Rows name each other
// by the feed's numbers and codes; what a row names must be in the catalogue already or earlier
// in the same file (a part before its price), or the row is refused with what is unknown.

const field = (wire: string, type: FieldType = 'text', required = false): Field => ({
  wire,
  column: wire,
  type,
  required,
});
const needed = (wire: string, type: FieldType = 'text') => field(wire, type, true);

const part = (wire: string): Reference => ({
  wires: [wire],
  table: catalogParts,
  columns: ['part_number'],
  what: 'unknown part',
});

/** The first of `wires` whose value is negative (a count the feed sends as a whole number). */
const negative = (value: (wire: string) => string | null, ...wires: string[]) => {
  const bad = wires.find((w) => Number(value(w) ?? 0) < 0);
  return bad && `${bad}: must not be negative (got ${value(bad)})`;
};
const atLeastOne = (value: (wire: string) => string | null, wire: string) =>
  Number(value(wire)) < 1 ? `${wire}: must be 1 or more (got ${value(wire)})` : undefined;

export const CATALOG_KINDS: Record<string, Kind> = {
  parts: {
    name: 'parts',
    table: catalogParts,
    dealerFrom: 'none',
    key: ['partNumber'],
    keyColumn: { name: 'part_number', type: 'text' },
    fields: [
      needed('partNumber'),
      needed('descriptionEn'),
      needed('descriptionFr'),
      needed('unit'),
      needed('packQuantity', 'int'),
      field('weightKg', 'decimal'),
      needed('status'),
      field('supersededBy'),
    ],
    rule: (value) => {
      const status = value('status')!;
      if (!(PART_STATUSES as readonly string[]).includes(status))
        return `status: must be one of ${PART_STATUSES.join(', ')} (got "${status}")`;
      const by = value('supersededBy');
      if (status === 'superseded' && !by) return 'supersededBy: missing (the part is superseded)';
      if (status !== 'superseded' && by)
        return `supersededBy: only a superseded part has one (status is ${status})`;
      return atLeastOne(value, 'packQuantity');
    },
    references: [{ ...part('supersededBy'), what: 'unknown replacement part' }],
    feedRule: supersessionLoops,
  },
  kits: {
    name: 'kits',
    table: catalogKits,
    dealerFrom: 'none',
    key: ['kitPartNumber', 'componentPartNumber'],
    fields: [needed('kitPartNumber'), needed('componentPartNumber'), needed('quantity', 'int')],
    rule: (value) =>
      value('kitPartNumber') === value('componentPartNumber')
        ? 'componentPartNumber: a kit cannot contain itself'
        : (negative(value, 'quantity') ?? atLeastOne(value, 'quantity')),
    references: [
      { ...part('kitPartNumber'), what: 'unknown kit part' },
      { ...part('componentPartNumber'), what: 'unknown component part' },
    ],
  },
  'price-lists': {
    name: 'price-lists',
    table: priceLists,
    dealerFrom: 'none',
    key: ['code'],
    keyColumn: { name: 'code', type: 'text' },
    fields: [needed('code'), needed('name'), needed('currency')],
    rule: (value) =>
      ['USD', 'CAD'].includes(value('currency')!)
        ? undefined
        : `currency: must be USD or CAD (got "${value('currency')}")`,
  },
  prices: {
    name: 'prices',
    table: catalogPrices,
    dealerFrom: 'none',
    key: ['priceListCode', 'partNumber', 'effectiveFrom'],
    fields: [
      needed('priceListCode'),
      needed('partNumber'),
      needed('listPrice', 'decimal'),
      needed('netPrice', 'decimal'),
      needed('effectiveFrom', 'date'),
      field('effectiveTo', 'date'),
    ],
    rule: (value) => {
      const to = value('effectiveTo');
      if (to && to < value('effectiveFrom')!)
        return `effectiveTo: ${to} is before effectiveFrom ${value('effectiveFrom')}`;
      return undefined;
    },
    references: [
      {
        wires: ['priceListCode'],
        table: priceLists,
        columns: ['code'],
        what: 'unknown price list',
      },
      part('partNumber'),
    ],
  },
  'dealer-price-lists': {
    name: 'dealer-price-lists',
    table: dealerPriceLists,
    dealerFrom: 'row',
    // One price list per dealer: the dealer itself is the key (tradingPartnerId or tpNameX).
    key: [],
    keyHasDealer: true,
    keyColumn: { name: 'dealer_id', type: 'integer' },
    fields: [needed('priceListCode')],
    references: [
      {
        wires: ['priceListCode'],
        table: priceLists,
        columns: ['code'],
        what: 'unknown price list',
      },
    ],
  },
  warehouses: {
    name: 'warehouses',
    table: warehouses,
    dealerFrom: 'none',
    key: ['code'],
    keyColumn: { name: 'code', type: 'text' },
    fields: [needed('code'), needed('name')],
  },
  availability: {
    name: 'availability',
    table: catalogAvailability,
    dealerFrom: 'none',
    key: ['warehouseCode', 'partNumber'],
    fields: [
      needed('warehouseCode'),
      needed('partNumber'),
      needed('onHand', 'int'),
      field('nextReceiptDate', 'date'),
      field('nextReceiptQuantity', 'int'),
    ],
    rule: (value) => negative(value, 'onHand', 'nextReceiptQuantity'),
    references: [
      { wires: ['warehouseCode'], table: warehouses, columns: ['code'], what: 'unknown warehouse' },
      part('partNumber'),
    ],
  },
  diagrams: {
    name: 'diagrams',
    table: catalogDiagrams,
    dealerFrom: 'none',
    key: ['model', 'assemblyCode'],
    fields: [
      needed('model'),
      needed('assemblyCode'),
      needed('titleEn'),
      needed('titleFr'),
      needed('svg', 'svg'),
    ],
  },
  callouts: {
    name: 'callouts',
    table: catalogCallouts,
    dealerFrom: 'none',
    key: ['model', 'assemblyCode', 'callout'],
    fields: [
      needed('model'),
      needed('assemblyCode'),
      needed('callout', 'int'),
      needed('partNumber'),
      needed('quantity', 'int'),
    ],
    rule: (value) =>
      atLeastOne(value, 'callout') ?? negative(value, 'quantity') ?? atLeastOne(value, 'quantity'),
    references: [
      {
        wires: ['model', 'assemblyCode'],
        table: catalogDiagrams,
        columns: ['model', 'assembly_code'],
        what: 'unknown diagram',
      },
      part('partNumber'),
    ],
  },
};
