import { api } from '@portal/shared';
import type { UserWire } from '@portal/shared/contract/users';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';

// The test network's own promise: it will not send what the API could not.
const ada: UserWire = {
  id: 1,
  email: 'admin@portal.test',
  firstName: 'Ada',
  lastName: 'Admin',
  title: '',
  department: '',
  role: 'ApplicationAdmin',
  tradingPartnerId: null,
  tpNameX: null,
  lastLoginTime: null,
  language: 'en',
};

describe('answers checked against the contract', () => {
  it('refuses a body with a field the contract does not name', () => {
    expect(() => answer('GET /users', [{ ...ada, nickname: 'Ada' } as UserWire])).toThrow(
      "GET /users: the answer breaks its schema at '/0/nickname'",
    );
  });

  it('refuses a body whose field has the wrong type or is missing', () => {
    expect(() => answer('GET /users', [{ ...ada, id: '1' } as unknown as UserWire])).toThrow(
      "at '/0/id'",
    );
    const { language: _left, ...noLanguage } = ada;
    expect(() => answer('GET /users', [noLanguage as UserWire])).toThrow('GET /users');
  });

  it('refuses an error answer the API could not give', () => {
    expect(() => refuse('GET /users', 200, 'fine')).toThrow("at '/statusCode'");
  });

  it('sends a body that keeps to the contract through the real client, and records the call', async () => {
    network.use(answer('GET /users', [ada]));
    const { data } = await api.get('/users', { params: { email: 'admin@portal.test' } });
    expect(data).toEqual([ada]);
    expect(callsTo('GET /users').map((c) => c.query.get('email'))).toEqual(['admin@portal.test']);
  });
});
