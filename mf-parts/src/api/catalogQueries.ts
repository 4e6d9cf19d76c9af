import { useAuth, useLanguage, type Language } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchDiagram, fetchModels, fetchPart } from './catalog';

/** One part's page, for the acting dealer in the page's language; without a dealer, `noDealer`. */
export const partQuery = (
  dealerId: number | null,
  partNumber: string,
  language: Language,
  noDealer: string,
) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'parts', 'catalog', 'part', partNumber, language),
    queryFn: () =>
      dealerId == null
        ? Promise.reject(new Error(noDealer))
        : fetchPart(dealerId, partNumber, language),
  });

export const usePart = (partNumber: string, noDealer: string) =>
  useQuery(
    partQuery(
      useAuth((s) => s.selectedDealer),
      partNumber,
      useLanguage(),
      noDealer,
    ),
  );

/** The catalogue's models and their assemblies' diagrams. */
export const modelsQuery = (dealerId: number | null, language: Language, noDealer: string) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'parts', 'catalog', 'models', language),
    queryFn: () =>
      dealerId == null ? Promise.reject(new Error(noDealer)) : fetchModels(dealerId, language),
  });

export const useModels = (noDealer: string) =>
  useQuery(
    modelsQuery(
      useAuth((s) => s.selectedDealer),
      useLanguage(),
      noDealer,
    ),
  );

/** One diagram and its callout table. */
export const diagramQuery = (
  dealerId: number | null,
  diagramId: number,
  language: Language,
  noDealer: string,
) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'parts', 'catalog', 'diagram', diagramId, language),
    queryFn: () =>
      dealerId == null
        ? Promise.reject(new Error(noDealer))
        : fetchDiagram(dealerId, diagramId, language),
  });

/** `enabled` false: an id that names no diagram is asked of nobody. */
export const useDiagram = (diagramId: number, noDealer: string, enabled = true) =>
  useQuery({
    ...diagramQuery(
      useAuth((s) => s.selectedDealer),
      diagramId,
      useLanguage(),
      noDealer,
    ),
    enabled,
  });
