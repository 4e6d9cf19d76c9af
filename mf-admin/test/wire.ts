import type { DealerWire } from '@portal/shared/contract/dealers';
import type { UserWire } from '@portal/shared/contract/users';

/** A user as the API sends it (GET /users): a DealerViewer of no dealer unless `patch` says. */
export const userWire = (id: number, patch: Partial<UserWire> = {}): UserWire => ({
  id,
  email: `user${id}@portal.test`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  title: 'Manager',
  department: 'Parts',
  role: 'DealerViewer',
  tradingPartnerId: null,
  tpNameX: null,
  lastLoginTime: null,
  language: 'en',
  ...patch,
});

/** A dealer as the API sends it (GET /dealerview). */
export const dealerWire = (id: number, code: string, name: string): DealerWire => ({
  tradingPartnerId: id,
  tpNameX: code,
  companyNameX: name,
  divX: 'Supreme',
  terX: 'Midwest',
  currencY_X: 'USD',
});
