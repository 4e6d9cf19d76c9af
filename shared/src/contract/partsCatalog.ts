import { Type, type Static } from 'typebox';
import { SEARCH_MAX_LENGTH } from '../searchRule';
import { exact, Nullable, Page } from './common';

// The parts catalogue: find a part, a part's page, the models' assemblies and one diagram
// (docs/decisions/0121-the-parts-catalogue.md). Camel-case names: these routes are the portal's own.
// Every route is the dealer's (`:id`): its price list decides the prices, in its currency.

const Day = Nullable(Type.String({ description: 'YYYY-MM-DD' }));

/** The language of the descriptions: French for any tag that starts with 'fr' ('fr-CA'),
 * English otherwise (the page sends its own). */
const Language = Type.Optional(
  Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 }),
);

export const PART_STATUSES = ['active', 'superseded', 'obsolete'] as const;
export const PartStatus = Type.Enum(PART_STATUSES);
export type PartStatus = Static<typeof PartStatus>;

/** ISO 4217: the dealer's price list's currency. */
export const CatalogCurrency = Type.Union([Type.Literal('USD'), Type.Literal('CAD')]);

/** One warehouse's stock of a part: '14 in stock, Alberta'; 'back-ordered, next receipt Dec 14'. */
export const AvailabilityWire = Type.Object(
  {
    warehouse: Type.String({ description: "The warehouse's code" }),
    warehouseName: Type.String(),
    onHand: Type.Integer({ minimum: 0 }),
    nextReceiptDate: Day,
    nextReceiptQuantity: Nullable(Type.Integer({ minimum: 0 })),
  },
  exact,
);
export type AvailabilityWire = Static<typeof AvailabilityWire>;

/** The dealer's prices of a part, effective on the day asked (today unless `on` names one).
 * `netPrice` is absent for a DealerViewer: the dealer's net price is finance (requirements 000 §6). */
const Prices = {
  currency: Nullable(CatalogCurrency),
  listPrice: Nullable(Type.Number({ minimum: 0 })),
  netPrice: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
};

/** A part named beside another (a chain's link, a kit's component). */
export const PartRefWire = Type.Object(
  { partNumber: Type.String(), description: Type.String(), status: PartStatus },
  exact,
);
export type PartRefWire = Static<typeof PartRefWire>;

/** `GET /parts-catalog/:id/parts?q=`: by exact number, number prefix, an old number (its
 * replacement, with the chain), or words of the description in the asked language. */
export const PartSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  language: Language,
});
export type PartSearchQuery = Static<typeof PartSearchQuery>;

export const PartHitWire = Type.Object(
  {
    partNumber: Type.String(),
    description: Type.String(),
    unit: Type.String(),
    packQuantity: Type.Integer({ minimum: 1 }),
    status: PartStatus,
    /** Found by an old number: the chain from the number asked to this part, both ends
     * included (['A', 'B', 'C']); null when found by its own number or its words. */
    replaces: Nullable(Type.Array(Type.String())),
    availability: Type.Array(AvailabilityWire),
    ...Prices,
  },
  exact,
);
export type PartHitWire = Static<typeof PartHitWire>;

/** Always a page (the catalogue is too large to send whole): `page` 1 when not asked. */
export const PartSearchAnswer = Page(PartHitWire);
export type PartSearchAnswer = Static<typeof PartSearchAnswer>;

/** `GET /parts-catalog/:id/parts/:partNumber`. */
export const PartQuery = Type.Object({
  language: Language,
  on: Type.Optional(Type.String({ format: 'date', description: 'Prices effective on this day' })),
});
export type PartQuery = Static<typeof PartQuery>;

export const KitLineWire = Type.Object(
  {
    partNumber: Type.String(),
    description: Type.String(),
    status: PartStatus,
    quantity: Type.Integer({ minimum: 1 }),
  },
  exact,
);
export type KitLineWire = Static<typeof KitLineWire>;

/** A diagram that shows the part, under its callout number. */
export const WhereUsedWire = Type.Object(
  {
    diagramId: Type.Integer(),
    model: Type.String(),
    assemblyCode: Type.String(),
    title: Type.String(),
    callout: Type.Integer(),
  },
  exact,
);
export type WhereUsedWire = Static<typeof WhereUsedWire>;

export const PartWire = Type.Object(
  {
    partNumber: Type.String(),
    description: Type.String(),
    unit: Type.String(),
    packQuantity: Type.Integer({ minimum: 1 }),
    weightKg: Nullable(Type.Number({ minimum: 0 })),
    status: PartStatus,
    /** The parts it replaced, oldest first, and those that replace it, nearest first: the
     * last of `replacedBy` is the one to order. */
    replaced: Type.Array(PartRefWire),
    replacedBy: Type.Array(PartRefWire),
    kitContents: Type.Array(KitLineWire),
    /** The kits it is part of. */
    inKits: Type.Array(PartRefWire),
    ...Prices,
    priceEffectiveFrom: Day,
    priceEffectiveTo: Day,
    availability: Type.Array(AvailabilityWire),
    whereUsed: Type.Array(WhereUsedWire),
  },
  exact,
);
export type PartWire = Static<typeof PartWire>;

/** `GET /parts-catalog/:id/models`: every model with its assemblies' diagrams. */
export const CatalogQuery = Type.Object({ language: Language });
export type CatalogQuery = Static<typeof CatalogQuery>;

export const AssemblyWire = Type.Object(
  { diagramId: Type.Integer(), assemblyCode: Type.String(), title: Type.String() },
  exact,
);
export type AssemblyWire = Static<typeof AssemblyWire>;

export const CatalogModelWire = Type.Object(
  { model: Type.String(), assemblies: Type.Array(AssemblyWire) },
  exact,
);
export type CatalogModelWire = Static<typeof CatalogModelWire>;
export const CatalogModelsAnswer = Type.Array(CatalogModelWire);

/** `GET /parts-catalog/:id/diagrams/:diagramId`: the drawing and its callout table. */
export const CalloutWire = Type.Object(
  {
    callout: Type.Integer({ minimum: 1 }),
    partNumber: Type.String(),
    description: Type.String(),
    status: PartStatus,
    quantity: Type.Integer({ minimum: 1 }),
  },
  exact,
);
export type CalloutWire = Static<typeof CalloutWire>;

export const DiagramWire = Type.Object(
  {
    diagramId: Type.Integer(),
    model: Type.String(),
    assemblyCode: Type.String(),
    title: Type.String(),
    /** An SVG document whose callouts are `<g data-callout="N">` groups (a circle and its number). */
    svg: Type.String(),
    callouts: Type.Array(CalloutWire),
  },
  exact,
);
export type DiagramWire = Static<typeof DiagramWire>;

export const DiagramParams = Type.Object({
  id: Type.String({ pattern: '^\\d{1,9}$' }),
  diagramId: Type.String({ pattern: '^\\d{1,9}$' }),
});
export const PartParams = Type.Object({
  id: Type.String({ pattern: '^\\d{1,9}$' }),
  partNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
