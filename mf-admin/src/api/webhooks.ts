import { api } from '@portal/shared';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@portal/shared/contract/integration';
import type { WebhookFields } from '@portal/shared/forms/webhookForm';

// The paths are the contract's (its webhook paths), written out as the other areas write theirs:
// importing the paths module here would put a second copy of it beside the shared runtime's in
// the area's bundle.
const WEBHOOKS = '/integration/webhooks';

/** The wire's endpoints and deliveries are the screen's rows as they are. */
export type Endpoint = WebhookEndpoint;
export type Delivery = WebhookDelivery;

export async function fetchEndpoints(): Promise<Endpoint[]> {
  const { data } = await api.get<Endpoint[]>(WEBHOOKS);
  return Array.isArray(data) ? data : [];
}

/** Registers an endpoint; its secret is in this answer only. */
export async function createEndpoint(f: WebhookFields): Promise<WebhookSecret> {
  const { data } = await api.post<WebhookSecret>(WEBHOOKS, {
    url: f.url.trim(),
    kinds: f.kinds,
  });
  return data;
}

export async function rotateSecret(id: number): Promise<WebhookSecret> {
  const { data } = await api.post<WebhookSecret>(`${WEBHOOKS}/${id}/rotate`);
  return data;
}

export async function setDisabled(id: number, disabled: boolean): Promise<void> {
  await api.put(`${WEBHOOKS}/${id}`, { disabled });
}

export async function fetchDeliveries(id: number, dead: boolean): Promise<Delivery[]> {
  const { data } = await api.get<Delivery[]>(`${WEBHOOKS}/${id}/deliveries`, {
    params: dead ? { status: 'dead' } : {},
  });
  return Array.isArray(data) ? data : [];
}

export async function replayDelivery(id: number): Promise<void> {
  await api.post(`/integration/deliveries/${id}/replay`);
}
