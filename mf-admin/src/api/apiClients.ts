import { api } from '@portal/shared';
import type { ApiClientSecret, ApiClientWire } from '@portal/shared/contract/dealerApi';
import type { ApiClientFields } from '@portal/shared/forms/apiClientForm';

// The contract's paths written out, as the webhooks calls do: importing the paths module would
// put a second copy of it beside the shared runtime's in the area's bundle.
const CLIENTS = '/api-clients';

/** The wire's client is the screen's row as it is. */
export type ApiClient = ApiClientWire;
export type { ApiClientSecret };

export async function fetchApiClients(): Promise<ApiClient[]> {
  const { data } = await api.get<ApiClient[]>(CLIENTS);
  return Array.isArray(data) ? data : [];
}

/** Makes a client; its secret is in this answer only. */
export async function createApiClient(f: ApiClientFields): Promise<ApiClientSecret> {
  const { data } = await api.post<ApiClientSecret>(CLIENTS, {
    name: f.name.trim(),
    dealerId: f.dealerId,
    role: f.role,
    scopes: f.scopes,
  });
  return data;
}

/** A new secret; the old one and its tokens stop at once. */
export async function rotateApiClient(id: number): Promise<ApiClientSecret> {
  const { data } = await api.post<ApiClientSecret>(`${CLIENTS}/${id}/rotate`);
  return data;
}

export async function revokeApiClient(id: number): Promise<void> {
  await api.delete(`${CLIENTS}/${id}`);
}
