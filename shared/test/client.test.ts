import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import { api, errorMessage, refreshToken } from '../src/api/client';
import { languageStore } from '../src/i18n/language';
import { authStore, session } from '../src/auth/store';
import { toastStore } from '../src/toast';

// A scripted server behind axios' adapter: tokens 'old' are expired, 'new' are valid. The refresh
// token is an HttpOnly cookie the browser sends by itself: no script sees or sends it.
// The refresh call must carry no Authorization header either.
let refreshCalls = 0;
let refreshWorks = true;
const seen: InternalAxiosRequestConfig[] = [];

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const auth = String(config.headers.Authorization ?? '');
  const reply = (status: number, data: unknown) => {
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError('HTTP ' + status, String(status), config, {}, response);
    return response;
  };
  if (config.url === '/auth/refresh') {
    refreshCalls++;
    await new Promise((r) => setTimeout(r, 20));
    return refreshWorks && auth === ''
      ? reply(200, { token: 'new' })
      : reply(401, { message: 'Invalid refresh token' });
  }
  return auth === 'Bearer new'
    ? reply(200, { ok: config.url })
    : reply(401, { message: 'expired' });
};

beforeEach(() => {
  api.defaults.adapter = adapter;
  refreshCalls = 0;
  refreshWorks = true;
  seen.length = 0;
  session.login({
    token: 'old',
    role: 'DealerBuyer',
    dealerId: 1002,
    requirePasswordChange: false,
    email: 'b@portal.test',
    id: 1,
    name: 'B',
  });
});

describe('API client (spec 000 §4, §7)', () => {
  it('sends the bearer token and X-Dealer-Id, but not on login', async () => {
    authStore.setState({ token: 'new' });
    await api.get('/wholegoodsall/1002');
    const h = AxiosHeaders.from(seen[0].headers);
    expect(h.get('Authorization')).toBe('Bearer new');
    expect(h.get('X-Dealer-Id')).toBe('1002');
    await api.post('/auth/login', {}).catch(() => undefined);
    expect(AxiosHeaders.from(seen[1].headers).get('X-Dealer-Id')).toBeUndefined();
  });

  it('refreshes ONCE for many concurrent 401s, then retries each call', async () => {
    const results = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((u) => api.get(u)));
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.data.ok)).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(authStore.getState()).toMatchObject({ token: 'new' });
    expect(localStorage.getItem('auth_state')).not.toMatch(/refresh/i);
  });

  it('retries a 401 that answers a call sent before the refresh finished, without refreshing again', async () => {
    // The first wave refreshes; a call sent with the old token whose 401 arrives afterwards
    // (a late-loading area's first read) reuses the new token instead of refreshing twice.
    let releaseLate!: () => void;
    const lateGate = new Promise<void>((r) => (releaseLate = r));
    const base = api.defaults.adapter as AxiosAdapter;
    api.defaults.adapter = async (config) => {
      if (config.url === '/late' && String(config.headers.Authorization) === 'Bearer old') {
        await lateGate;
      }
      return base(config);
    };
    const late = api.get('/late');
    await api.get('/first');
    expect(refreshCalls).toBe(1);
    releaseLate();
    expect((await late).data.ok).toBe('/late');
    expect(refreshCalls).toBe(1);
  });

  it("clears the session and says 'Session expired' when the refresh fails", async () => {
    refreshWorks = false;
    const pushed = jest.spyOn(window.history, 'pushState');
    await expect(Promise.all([api.get('/a'), api.get('/b')])).rejects.toThrow('Session expired');
    expect(refreshCalls).toBe(1);
    expect(authStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_state')).toBeNull();
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Session expired');
    expect(pushed).toHaveBeenCalledWith(null, '', '/login');
  });

  it("reports 'Token refresh failed' from the refresh itself", async () => {
    refreshWorks = false;
    await expect(refreshToken()).rejects.toThrow('Token refresh failed');
  });
});

describe('errorMessage: what a screen shows of a failure', () => {
  const refused = (method: string, status: number, message: string) =>
    new AxiosError(
      'HTTP ' + status,
      String(status),
      { method, headers: new AxiosHeaders() },
      {},
      {
        status,
        data: { message },
        statusText: String(status),
        headers: {},
        config: { headers: new AxiosHeaders() },
      },
    );
  afterEach(() => languageStore.setState({ language: 'en' }));

  it("shows the API's words in English, the screen's own text for a malformed read", () => {
    expect(errorMessage(refused('get', 503, 'Database unavailable'), 'Failed')).toBe(
      'Database unavailable',
    );
    expect(errorMessage(refused('get', 400, 'querystring.q must NOT have'), 'Failed')).toBe(
      'Failed',
    );
    expect(errorMessage(refused('post', 409, 'Email already exists'), 'Failed')).toBe(
      'Email already exists',
    );
  });

  it("on a page in another language, a failed read says the screen's own text, not the API's English", () => {
    languageStore.setState({ language: 'fr-CA' });
    expect(errorMessage(refused('get', 503, 'Database unavailable'), 'Échec')).toBe('Échec');
    // A refused write keeps the API's words: the screens that show one map its English forms.
    expect(errorMessage(refused('post', 409, 'Email already exists'), 'Échec')).toBe(
      'Email already exists',
    );
  });
});
