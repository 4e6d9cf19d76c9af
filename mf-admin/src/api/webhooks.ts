import { api } from '@portal/shared';
import { pathTo, API_PATHS } from '@portal/shared/contract/paths';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@portal/shared/contract/integration';
import type { WebhookFields } from '@portal/shared/forms/webhookForm';

/** The wire's endpoints and deliveries are the screen's rows as they are. */
export type Endpoint = WebhookEndpoint;
export type Delivery = WebhookDelivery;

export async function fetchEndpoints(): Promise<Endpoint[]> {
  const { data } = await api.get<Endpoint[]>(API_PATHS.webhooks);
  return Array.isArray(data) ? data : [];
}

/** Registers an endpoint; its secret is in this answer only. */
export async function createEndpoint(f: WebhookFields): Promise<WebhookSecret> {
  const { data } = await api.post<WebhookSecret>(API_PATHS.webhooks, {
    url: f.url.trim(),
    kinds: f.kinds,
  });
  return data;
}

export async function rotateSecret(id: number): Promise<WebhookSecret> {
  const { data } = await api.post<WebhookSecret>(pathTo(API_PATHS.webhookRotate, { id }));
  return data;
}

export async function setDisabled(id: number, disabled: boolean): Promise<void> {
  await api.put(pathTo(API_PATHS.webhook, { id }), { disabled });
}

export async function fetchDeliveries(id: number, dead: boolean): Promise<Delivery[]> {
  const { data } = await api.get<Delivery[]>(pathTo(API_PATHS.webhookDeliveries, { id }), {
    params: dead ? { status: 'dead' } : {},
  });
  return Array.isArray(data) ? data : [];
}

export async function replayDelivery(id: number): Promise<void> {
  await api.post(pathTo(API_PATHS.webhookReplay, { id }));
}
