import { parseStoredState, SIGNED_OUT } from '../src/auth/state';
import { authStore, session, STORAGE_KEY } from '../src/auth/store';

const login = {
  token: 't1',
  email: 'buyer@portal.test',
  id: 7,
  name: 'Bea Buyer',
  dealerId: 1002,
  requirePasswordChange: false,
};

describe('auth state (spec 000 §3, §4)', () => {
  beforeEach(() => {
    session.logout();
    localStorage.clear();
  });

  it('pins a dealer role to its own dealer at sign-in', () => {
    session.login({ ...login, role: 'DealerBuyer' });
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: true,
      selectedDealer: 1002,
      role: 'DealerBuyer',
    });
  });

  it('leaves staff without a selected dealer until they pick one', () => {
    session.login({ ...login, role: 'SupremeSales', dealerId: null });
    expect(authStore.getState().selectedDealer).toBeNull();
    session.selectDealer({
      dealerId: 1005,
      dealerCode: 'D1005',
      dealerName: 'X',
      division: 'US',
      territory: 'T2',
      currency: 'USD',
    });
    expect(authStore.getState()).toMatchObject({ selectedDealer: 1005, dealerCode: 'D1005' });
  });

  it(`persists under '${STORAGE_KEY}' and clears it at logout`, () => {
    session.login({ ...login, role: 'DealerViewer' });
    expect(JSON.parse(localStorage.getItem('auth_state')!)).toMatchObject({
      token: 't1',
      dealerId: 1002,
    });
    // Requirements 000 §3's fields, and no refresh token: that is an HttpOnly cookie.
    expect(Object.keys(JSON.parse(localStorage.getItem('auth_state')!)).sort()).toEqual(
      [
        'currency',
        'dealerCode',
        'dealerId',
        'dealerName',
        'division',
        'isAuthenticated',
        'requirePasswordChange',
        'role',
        'selectedDealer',
        'territory',
        'token',
        'user',
      ].sort(),
    );
    session.logout();
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(authStore.getState()).toEqual(SIGNED_OUT);
  });

  it('restores stored state only when it holds a token', () => {
    session.login({ ...login, role: 'DealerViewer' });
    const stored = localStorage.getItem('auth_state');
    expect(parseStoredState(stored)).toMatchObject({ isAuthenticated: true, token: 't1' });
    expect(parseStoredState(JSON.stringify({ ...JSON.parse(stored!), token: null }))).toEqual(
      SIGNED_OUT,
    );
  });

  it('discards corrupt stored state', () => {
    expect(parseStoredState('{not json')).toEqual(SIGNED_OUT);
    expect(parseStoredState('"a string"')).toEqual(SIGNED_OUT);
    expect(
      parseStoredState(JSON.stringify({ token: 'x', role: 'Hacker', user: { role: 'Hacker' } })),
    ).toEqual(SIGNED_OUT);
  });
});
