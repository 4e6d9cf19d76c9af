import { authStore, SIGNED_OUT } from '@portal/shared';

/** antd's tooltip and select triggers update themselves after animation frames, outside any
 * act(): that warning is noise in the page tests; every other console error still shows. */
export function quietActWarnings() {
  const consoleError = console.error;
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('not wrapped in act(')) return;
      consoleError(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());
}

/** The admin screens' user: Ada, an ApplicationAdmin, signed in. */
export function signInAdmin() {
  authStore.setState({
    ...SIGNED_OUT,
    isAuthenticated: true,
    token: 't',
    role: 'ApplicationAdmin',
    user: { id: 1, email: 'admin@portal.test', name: 'Ada Admin', role: 'ApplicationAdmin' },
  });
}
