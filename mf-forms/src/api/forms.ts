import { api } from '@portal/shared';
import { invalidate } from '@portal/shared/query';
import type { UserWire } from '@portal/shared/contract/users';
import type { FormKind } from '../rules/mail';

export interface RepRecord {
  name: string;
  email: string;
}

/** Requirements 001 §7 'GET /users': finds the signed-in user by e-mail to fill the dealer rep fields. */
export async function fetchRep(email: string): Promise<RepRecord | null> {
  const { data } = await api.get<UserWire[]>('/users', { params: { email } });
  const me = (Array.isArray(data) ? data : []).find(
    (u) => u.email?.toLowerCase() === email.toLowerCase(),
  );
  if (!me) return null;
  const name = [me.firstName, me.lastName].filter((s) => s && s.trim()).join(' ');
  return { name, email: me.email };
}

export interface SendFormRequest {
  kind: FormKind;
  form: object;
  to: string;
  subject: string;
  body: string;
}

/** Requirements 001 §7 'POST /api/send-email' (the API's `/api` base, so the path repeats it). The
 * Idempotency-Key header makes a retry or a double click one record and one mail. */
export async function sendForm(request: SendFormRequest, idempotencyKey: string): Promise<void> {
  await api.post('/api/send-email', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  // A registration marks the unit 'Registered' in the inventory and on its machine page.
  void invalidate('inventory', 'machine');
}
