import { api, formatLanguage, type Language } from '@portal/shared';
import type { MachineWire } from '@portal/shared/contract/machines';
import type { AssemblyWire, CatalogModelWire } from '@portal/shared/contract/partsCatalog';

/** One machine's whole record for the acting dealer; 404 when it is not theirs. */
export async function fetchMachine(dealerId: number, serial: string): Promise<MachineWire> {
  const { data } = await api.get<MachineWire>(
    `/machines/${dealerId}/${encodeURIComponent(serial)}`,
  );
  return data;
}

/** The parts catalogue's diagrams of one model (its assemblies), described in `language`. */
export async function fetchModelDiagrams(
  dealerId: number,
  model: string,
  language: Language,
): Promise<AssemblyWire[]> {
  const { data } = await api.get<CatalogModelWire[]>(`/parts-catalog/${dealerId}/models`, {
    params: { language: formatLanguage(language) },
  });
  return data.find((m) => m.model === model)?.assemblies ?? [];
}
