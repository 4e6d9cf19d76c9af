import { api, formatLanguage, type Language } from '@portal/shared';
import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';
import type {
  AvailabilityWire,
  CatalogModelWire,
  DiagramWire,
  PartHitWire,
  PartRefWire,
  PartStatus,
  PartWire,
} from '@portal/shared/contract/partsCatalog';
import type { Stock } from '../catalog/availability';

// The parts catalogue's reads: wire → screen, mapped here once. The paths are the contract's
// (API_PATHS.catalog*), written out as the other areas write theirs: importing the paths module
// here would put a second copy of it beside the shared runtime's in the area's bundle.

const catalogPath = (dealerId: number) => `/parts-catalog/${dealerId}`;

/** A search result, as the catalogue's list shows it. */
export interface CatalogHit {
  partNumber: string;
  description: string;
  status: PartStatus;
  packQuantity: number;
  /** Found by an old number: the chain from that number to this part, both ends included. */
  replaces: string[] | null;
  stock: Stock[];
  /** The dealer's net price; null when not priced, undefined when not the reader's to see. */
  netPrice: number | null | undefined;
}

/** A part named beside another: a link of its supersession chain, a kit it belongs to. */
export type PartRef = PartRefWire;

export interface Part {
  partNumber: string;
  description: string;
  unit: string;
  packQuantity: number;
  weightKg: number | null;
  status: PartStatus;
  replaced: PartRef[];
  replacedBy: PartRef[];
  kitContents: (PartRef & { quantity: number })[];
  inKits: PartRef[];
  listPrice: number | null;
  netPrice: number | null | undefined;
  stock: Stock[];
  whereUsed: {
    diagramId: number;
    model: string;
    assemblyCode: string;
    title: string;
    callout: number;
  }[];
}

const toStock = (a: AvailabilityWire): Stock => ({
  warehouse: a.warehouseName,
  onHand: a.onHand,
  nextReceiptDate: a.nextReceiptDate,
  nextReceiptQuantity: a.nextReceiptQuantity,
});

export const toHit = (w: PartHitWire): CatalogHit => ({
  partNumber: w.partNumber,
  description: w.description,
  status: w.status,
  packQuantity: w.packQuantity,
  replaces: w.replaces,
  stock: w.availability.map(toStock),
  netPrice: w.netPrice,
});

export const toPart = (w: PartWire): Part => ({
  partNumber: w.partNumber,
  description: w.description,
  unit: w.unit,
  packQuantity: w.packQuantity,
  weightKg: w.weightKg,
  status: w.status,
  replaced: w.replaced,
  replacedBy: w.replacedBy,
  kitContents: w.kitContents,
  inKits: w.inKits,
  listPrice: w.listPrice,
  netPrice: w.netPrice,
  stock: w.availability.map(toStock),
  whereUsed: w.whereUsed,
});

/** The descriptions' language: the page's (the pseudo-locale reads English). */
const wireLanguage = (language: Language) => formatLanguage(language);

/** The catalogue searched a page at a time: by number, an old number or words (the API's rules);
 * it has no sort of its own, so no column asks one. */
export const catalogPages = (language: Language): PageSourceOptions<PartHitWire, CatalogHit> => ({
  path: (dealerId) => `${catalogPath(dealerId)}/parts`,
  map: toHit,
  sortKeys: {},
  params: () => ({ language: wireLanguage(language) }),
});

/** One part's page for the acting dealer; 404 when the catalogue has no such number. */
export async function fetchPart(
  dealerId: number,
  partNumber: string,
  language: Language,
): Promise<Part> {
  const { data } = await api.get<PartWire>(
    `${catalogPath(dealerId)}/parts/${encodeURIComponent(partNumber)}`,
    { params: { language: wireLanguage(language) } },
  );
  return toPart(data);
}

/** A model and its assemblies, each drawn on one diagram. */
export type CatalogModel = CatalogModelWire;
/** One diagram: its drawing and its callout table. */
export type Diagram = DiagramWire;

/** Every model of the catalogue with its assemblies' diagrams, titled in the page's language. */
export async function fetchModels(dealerId: number, language: Language): Promise<CatalogModel[]> {
  const { data } = await api.get<CatalogModelWire[]>(`${catalogPath(dealerId)}/models`, {
    params: { language: wireLanguage(language) },
  });
  return data;
}

/** One diagram with its callouts' parts described in the page's language; 404 when unknown. */
export async function fetchDiagram(
  dealerId: number,
  diagramId: number,
  language: Language,
): Promise<Diagram> {
  const { data } = await api.get<DiagramWire>(`${catalogPath(dealerId)}/diagrams/${diagramId}`, {
    params: { language: wireLanguage(language) },
  });
  return data;
}
