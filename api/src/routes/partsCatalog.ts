import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allows, NET_PRICE_AUDIENCE } from '@portal/shared/access';
import {
  CatalogModelsAnswer,
  CatalogQuery,
  DiagramParams,
  DiagramWire,
  PartParams,
  PartQuery,
  PartSearchAnswer,
  PartSearchQuery,
  PartWire,
} from '@portal/shared/contract/partsCatalog';
import { API_PATHS } from '@portal/shared/contract/paths';
import { notFound } from '../http/errors';
import { DealerParams } from '../http/list';
import { checkedSearch } from '../http/searchQuery';
import { isFrench, today } from '../lists/catalogCommon';
import { readPart } from '../lists/catalogPart';
import { readDiagram, readModels } from '../lists/catalogDiagrams';
import { searchParts } from '../lists/catalogSearch';
import type { Role } from '@portal/shared/roles';

/** Rows of a search page unless asked: as the other lists'. */
const PAGE_SIZE = 10;
const NET_NOTE =
  "A DealerViewer's answer has no netPrice field (the dealer's cost is finance, requirements 000 §6).";

const seesNet = (role: Role | undefined) => allows(NET_PRICE_AUDIENCE, role, true);

// The parts catalogue: every role of the dealer reads it; prices are the dealer's price list's
// (docs/decisions/0121-the-parts-catalogue.md).
const partsCatalogRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  api.get(
    API_PATHS.catalogParts,
    {
      schema: {
        tags: ['parts-catalogue'],
        operationId: 'searchCatalogParts',
        summary: 'Find parts by number, an old number, or words of the description',
        description: `The exact number first (an old number gives the part that replaces it last, with the chain in replaces), then numbers that start with q, then parts whose description in the language holds every word; a page of ${PAGE_SIZE} unless pageSize says. Each hit has its stock per warehouse and the dealer's prices today. ${NET_NOTE}`,
        params: DealerParams,
        querystring: PartSearchQuery,
        response: { 200: PartSearchAnswer },
      },
    },
    async (req) =>
      searchParts(db, req.dealerId!, {
        q: checkedSearch(req.query.q) ?? '',
        page: req.query.page ?? 1,
        pageSize: req.query.pageSize ?? PAGE_SIZE,
        french: isFrench(req.query.language),
        net: seesNet(req.user!.role),
        day: today(),
      }),
  );

  api.get(
    API_PATHS.catalogPart,
    {
      schema: {
        tags: ['parts-catalogue'],
        operationId: 'getCatalogPart',
        summary: "A part's page: supersession, kit, the dealer's prices, stock, where it is used",
        description: `404 when no part has that number. Prices are those effective today (or on the day \`on\` names), from and to both included. ${NET_NOTE}`,
        params: PartParams,
        querystring: PartQuery,
        response: { 200: PartWire },
      },
    },
    async (req) => {
      const number = checkedSearch(req.params.partNumber).trim();
      const part = await readPart(db, req.dealerId!, number, {
        french: isFrench(req.query.language),
        net: seesNet(req.user!.role),
        // The schema's date format refuses a day that does not exist (2026-02-30).
        day: req.query.on ?? today(),
      });
      if (!part) throw notFound(`No part with number ${number} in the catalogue`);
      return part;
    },
  );

  api.get(
    API_PATHS.catalogModels,
    {
      schema: {
        tags: ['parts-catalogue'],
        operationId: 'listCatalogModels',
        summary: "Every model with its assemblies' diagrams",
        params: DealerParams,
        querystring: CatalogQuery,
        response: { 200: CatalogModelsAnswer },
      },
    },
    async (req) => readModels(db, isFrench(req.query.language)),
  );

  api.get(
    API_PATHS.catalogDiagram,
    {
      schema: {
        tags: ['parts-catalogue'],
        operationId: 'getCatalogDiagram',
        summary: 'One diagram: its drawing (SVG) and its callout table',
        description:
          'Each callout names its part, described in the language. 404 when no diagram has that id.',
        params: DiagramParams,
        querystring: CatalogQuery,
        response: { 200: DiagramWire },
      },
    },
    async (req) => {
      const diagram = await readDiagram(
        db,
        Number(req.params.diagramId),
        isFrench(req.query.language),
      );
      if (!diagram) throw notFound(`No diagram ${req.params.diagramId} in the catalogue`);
      return diagram;
    },
  );
};
export default partsCatalogRoutes;
