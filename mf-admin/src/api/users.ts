import { api, type Role } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { dealersQuery } from './dealersQueries';
import type { AuditEntry, LanguageWire, UserBody, UserWire } from '@portal/shared/contract/users';
import type { DealerOption } from '../rules/userForm';

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  role: Role;
  dealerCode: string | null;
  dealerId: number | null;
  lastLoginTime: string | null;
  language: LanguageWire;
}

export const toUser = (w: UserWire): User => ({
  id: w.id,
  email: w.email,
  firstName: w.firstName ?? '',
  lastName: w.lastName ?? '',
  title: w.title ?? '',
  department: w.department ?? '',
  role: w.role,
  dealerCode: w.tpNameX ?? null,
  dealerId: typeof w.tradingPartnerId === 'number' ? w.tradingPartnerId : null,
  lastLoginTime: w.lastLoginTime ?? null,
  language: w.language === 'fr-CA' ? 'fr-CA' : 'en',
});

export async function fetchUsers(): Promise<User[]> {
  const { data } = await api.get<UserWire[]>('/users');
  return (Array.isArray(data) ? data : []).map(toUser);
}

// Requirements 001 §7: POST /users, PUT /users/{id}, DELETE /users/{id},
// POST /users/{email}/reset-password-email. The answers are not used: the list reloads.
export async function createUser(u: UserBody): Promise<void> {
  await api.post('/users', u);
}
export async function updateUser(id: number, u: UserBody): Promise<void> {
  await api.put(`/users/${id}`, u);
}
export async function deleteUser(id: number): Promise<void> {
  await api.delete(`/users/${id}`);
}
export async function sendPasswordReset(email: string): Promise<void> {
  await api.post(`/users/${encodeURIComponent(email)}/reset-password-email`);
}

/** A dealer the trading partner field offers (from GET /dealerview). */
export interface DealerRef extends DealerOption {
  name: string | null;
}

/** From the dealer list the picker read, if it is still fresh: /dealerview is read once. */
export async function fetchDealerRefs(dealerId: number | null): Promise<DealerRef[]> {
  return (await queryClient.fetchQuery(dealersQuery(dealerId))).map((d) => ({
    id: d.dealerId,
    code: d.dealerCode,
    name: d.dealerName,
  }));
}

/** An audit log entry (GET /audit): the contract's type. */
export type { AuditEntry };

/** Newest first, at most the API's largest page (1000 rows); the filters are exact matches. */
export async function fetchAudit(filter: {
  user?: string;
  dealer?: number;
}): Promise<AuditEntry[]> {
  const { data } = await api.get<AuditEntry[]>('/audit', { params: { ...filter, limit: 1000 } });
  return Array.isArray(data) ? data : [];
}
