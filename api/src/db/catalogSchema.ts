// The parts catalogue (docs/decisions/0121-the-parts-catalogue.md): rows of no dealer except each
// dealer's price list, keyed by the feed's own numbers and codes (no foreign keys: the feed sends
// kinds in any order and the import checks what a row names, src/import/catalogKinds.ts).
import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A description as its words are searched: lower case, French accents taken off, so 'chaine'
 * finds 'Chaîne', then cut into runs of letters and digits, each a word of the index ('Joint
 * d'huile, 1/2 in' holds joint, d, huile, 1, 2, in). The typed words are cut the same way
 * (lists/catalogSearch.ts, docs/decisions/0134). The capitals are listed too: under the C locale
 * lower() changes ASCII letters only. */
const ACCENTED = 'àâäáãéèêëíìîïóòôöõúùûüçñÿ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucny';
export const FOLD_FROM = ACCENTED + ACCENTED.toUpperCase();
export const FOLD_TO = PLAIN + PLAIN;
const wordsOf = (column: string): SQL =>
  sql.raw(
    `to_tsvector('simple', regexp_replace(translate(lower(${column}), '${FOLD_FROM}', '${FOLD_TO}'), '[^a-z0-9]+', ' ', 'g'))`,
  );
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const catalogParts = pgTable(
  'catalog_parts',
  {
    id: serial('id').primaryKey(),
    partNumber: text('part_number').notNull().unique(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    unit: text('unit').notNull(),
    packQuantity: integer('pack_quantity').notNull(),
    weightKg: numeric('weight_kg'),
    /** active | superseded | obsolete */
    status: text('status').notNull(),
    /** The part that replaces this one (itself perhaps replaced: a chain, never a loop). */
    supersededBy: text('superseded_by'),
    wordsEn: tsvector('words_en').generatedAlwaysAs(wordsOf('description_en')),
    wordsFr: tsvector('words_fr').generatedAlwaysAs(wordsOf('description_fr')),
  },
  (t) => [
    // Exact and prefix search, case-blind, read in the index's byte order.
    index('catalog_parts_number_prefix_idx').on(sql`upper(${t.partNumber}) text_pattern_ops`),
    // The chain backwards: the parts a part replaced.
    index('catalog_parts_superseded_by_idx').on(t.supersededBy),
    // Words of the description, in each language.
    index('catalog_parts_words_en_idx').using('gin', t.wordsEn),
    index('catalog_parts_words_fr_idx').using('gin', t.wordsFr),
  ],
);

/**
 * Every word of the descriptions, by language: a typed word's start becomes the words it starts
 * ('valv' → valve, valves), which the planner can estimate and the word index looks up one by one
 * (lists/catalogSearch.ts, docs/decisions/0134). Filled by triggers on catalog_parts (migration
 * 0028); a word no part holds any more stays, and finds nothing.
 */
export const catalogWords = pgTable(
  'catalog_words',
  {
    /** en | fr */
    language: text('language').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.word] })],
);

export const catalogKits = pgTable(
  'catalog_kits',
  {
    id: serial('id').primaryKey(),
    /** The natural key of the import feed (src/import/kinds.ts, decision 0034). */
    importKey: text('import_key'),
    kitPartNumber: text('kit_part_number').notNull(),
    componentPartNumber: text('component_part_number').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('catalog_kits_import_key_idx').on(t.importKey),
    index('catalog_kits_kit_idx').on(t.kitPartNumber),
    index('catalog_kits_component_idx').on(t.componentPartNumber),
  ],
);

export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** ISO 4217: USD or CAD. */
  currency: text('currency').notNull(),
});

export const catalogPrices = pgTable(
  'catalog_prices',
  {
    id: serial('id').primaryKey(),
    importKey: text('import_key'),
    priceListCode: text('price_list_code').notNull(),
    partNumber: text('part_number').notNull(),
    listPrice: numeric('list_price').notNull(),
    netPrice: numeric('net_price').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** The last day it applies; null: open. */
    effectiveTo: date('effective_to'),
  },
  (t) => [
    uniqueIndex('catalog_prices_import_key_idx').on(t.importKey),
    // A part's price in one list on a day: the latest start on or before it.
    index('catalog_prices_part_idx').on(t.priceListCode, t.partNumber, t.effectiveFrom),
  ],
);

/** Each dealer's price list: its prices and their currency. */
export const dealerPriceLists = pgTable('dealer_price_lists', {
  dealerId: integer('dealer_id').primaryKey(),
  priceListCode: text('price_list_code').notNull(),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const catalogAvailability = pgTable(
  'catalog_availability',
  {
    id: serial('id').primaryKey(),
    importKey: text('import_key'),
    warehouseCode: text('warehouse_code').notNull(),
    partNumber: text('part_number').notNull(),
    onHand: integer('on_hand').notNull(),
    nextReceiptDate: date('next_receipt_date'),
    nextReceiptQuantity: integer('next_receipt_quantity'),
  },
  (t) => [
    uniqueIndex('catalog_availability_import_key_idx').on(t.importKey),
    index('catalog_availability_part_idx').on(t.partNumber),
  ],
);

export const catalogDiagrams = pgTable(
  'catalog_diagrams',
  {
    id: serial('id').primaryKey(),
    importKey: text('import_key'),
    model: text('model').notNull(),
    assemblyCode: text('assembly_code').notNull(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    svg: text('svg').notNull(),
  },
  (t) => [uniqueIndex('catalog_diagrams_import_key_idx').on(t.importKey)],
);

export const catalogCallouts = pgTable(
  'catalog_callouts',
  {
    id: serial('id').primaryKey(),
    importKey: text('import_key'),
    model: text('model').notNull(),
    assemblyCode: text('assembly_code').notNull(),
    callout: integer('callout').notNull(),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('catalog_callouts_import_key_idx').on(t.importKey),
    // A diagram's table, and where a part is used.
    index('catalog_callouts_diagram_idx').on(t.model, t.assemblyCode, t.callout),
    index('catalog_callouts_part_idx').on(t.partNumber),
  ],
);
