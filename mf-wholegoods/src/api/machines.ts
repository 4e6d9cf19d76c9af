import { api } from '@portal/shared';
import type { MachineWire } from '@portal/shared/contract/machines';

/** One machine's whole record for the acting dealer; 404 when it is not theirs. */
export async function fetchMachine(dealerId: number, serial: string): Promise<MachineWire> {
  const { data } = await api.get<MachineWire>(
    `/machines/${dealerId}/${encodeURIComponent(serial)}`,
  );
  return data;
}
