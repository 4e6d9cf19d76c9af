import type { ClientReport } from '@portal/shared/contract/reports';

// The federation runtime loads an area's files into the page: here, the area's module as it would
// arrive. /remotes.json comes from the network, outside the shell: each test scripts its answers.
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('./areaLoadMocks').federationRuntime(async () => ({
    bootstrap: jest.fn(),
    mount: jest.fn(),
    unmount: jest.fn(),
  })),
);
jest.mock('@portal/shared/kit', () => jest.requireActual('./areaLoadMocks').kitReadyAtOnce());

const REGISTRY = { rewards: '/remotes/rewards/mf-manifest.json' };
/** An answer as fetch gives it (jsdom has no Response). */
const reply = (status: number, body: unknown): Response =>
  ({
    ok: status < 400,
    status,
    json: async () => body,
    clone: () => reply(status, body),
  }) as never;

let registryAnswers: (() => Response)[];
let sent: ClientReport[];
let remotes: typeof import('../src/federation/remotes');
let shared: typeof import('@portal/shared');

beforeEach(async () => {
  jest.resetModules(); // a new page: remotes.json not read yet
  registryAnswers = [];
  sent = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === '/api/reports') {
      sent.push(...(JSON.parse(String(init!.body)) as { reports: ClientReport[] }).reports);
      return reply(202, { accepted: 1 });
    }
    if (!String(url).endsWith('/remotes.json')) return reply(200, {});
    const next = registryAnswers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }) as typeof fetch;
  shared = await import('@portal/shared');
  // Signed in: the page's reports go to the API (read here, as the API would get them).
  shared.authStore.setState({ ...shared.SIGNED_OUT, isAuthenticated: true, token: 'a.b.c' });
  remotes = await import('../src/federation/remotes');
});

const failedLoads = () => {
  shared.flushReports();
  return sent
    .filter((r) => r.kind === 'load-failed')
    .map(({ kind, area, message }) => ({ kind, area, message }));
};

describe('reading /remotes.json', () => {
  it('is read again when the server answers 503 or not at all, and the area loads', async () => {
    registryAnswers = [() => reply(503, { message: 'draining' }), () => reply(200, REGISTRY)];
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).resolves.toHaveProperty(
      'mount',
    );
    expect(failedLoads()).toEqual([]);
  });

  it('a failed read fails that load with its step and page, and is not kept for the next', async () => {
    registryAnswers = [
      () => reply(503, { message: 'draining' }),
      () => reply(502, 'Bad gateway'),
      () => reply(503, { message: 'draining' }),
    ];
    window.history.pushState(null, '', '/home');
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).rejects.toThrow(
      'Could not read /remotes.json (answered 503)',
    );
    expect(failedLoads()).toEqual([
      {
        kind: 'load-failed',
        area: 'rewards',
        message: 'registry (rewardsPanel on /home): Could not read /remotes.json (answered 503)',
      },
    ]);
    // The server is back: the next load (a return to /home, 'Try again') reads it again, instead
    // of failing as 'not configured in remotes.json' for the rest of the page's life.
    registryAnswers = [() => reply(200, REGISTRY)];
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).resolves.toHaveProperty(
      'mount',
    );
    expect(failedLoads()).toHaveLength(1);
  }, 15_000);

  it('an answer that is not a list of areas is a failed read, not an area missing', async () => {
    registryAnswers = [1, 2, 3].map(() => () => reply(200, ['not', 'a', 'map']));
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).rejects.toThrow(
      'Could not read /remotes.json (is not a list of areas)',
    );
  }, 15_000);

  it('says when the area is truly not in remotes.json', async () => {
    registryAnswers = [() => reply(200, {})];
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).rejects.toThrow(
      'Area rewards is not configured in remotes.json',
    );
    expect(failedLoads()[0].message).toMatch(/^registry \(rewardsPanel on /);
  });

  it('reports nothing for a load cut short by leaving the page', async () => {
    window.dispatchEvent(new Event('pagehide'));
    await expect(remotes.loadArea('rewards', 'rewardsPanel', 'eager')).rejects.toThrow();
    expect(failedLoads()).toEqual([]);
    window.dispatchEvent(new Event('pageshow'));
  }, 15_000);
});
