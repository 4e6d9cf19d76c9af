import { authStore, SIGNED_OUT, type Role } from '@portal/shared';
import {
  fetchFirstAreaEarly,
  firstPageArea,
  shownScreen,
  takeEarlyManifest,
  takeEarlyRegistry,
} from '../src/federation/firstArea';

const signedIn = (role: Role) =>
  authStore.setState({
    ...SIGNED_OUT,
    isAuthenticated: true,
    token: 't',
    role,
    selectedDealer: role === 'DealerBuyer' ? 1001 : null,
  });

const MANIFEST = 'http://localhost/remotes/finance/mf-manifest.json';

/** The network, which is outside the shell: each URL asked for, answered when the test says. */
function network() {
  const asked: string[] = [];
  const answers = new Map<string, (r: Response) => void>();
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    asked.push(String(url));
    return new Promise<Response>((resolve) => answers.set(String(url), resolve));
  }) as typeof fetch;
  const answer = (url: string, body: unknown) => answers.get(url)!(reply(body));
  return { asked, answer };
}

/** An answer as fetch gives it (jsdom has no Response): read once, or cloned first. */
function reply(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body, clone: () => reply(body) } as never;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("a first page's area", () => {
  afterEach(() => authStore.setState(SIGNED_OUT));

  it('is the area of the screen shown, the rewards panel on /home (not Offshore), none for a refused page', () => {
    signedIn('DealerBuyer');
    expect(firstPageArea(shownScreen('/finance/invoices'))).toEqual({
      area: 'finance',
      module: 'lifecycles',
      kit: 'whole',
    });
    expect(firstPageArea(shownScreen('/home'))).toEqual({
      area: 'rewards',
      module: 'rewardsPanel',
      kit: 'eager',
    });
    // An Offshore dealer's /home has no rewards panel: none of its code is fetched or run.
    authStore.setState({ division: 'Offshore' });
    expect(firstPageArea(shownScreen('/home'))).toBeUndefined();
    expect(firstPageArea(shownScreen('/finance/invoices'))?.area).toBe('finance');
    authStore.setState({ division: 'US' });
    expect(firstPageArea(shownScreen('/home'))?.module).toBe('rewardsPanel');
    expect(firstPageArea(shownScreen('/admin/users'))).toBeUndefined();
    expect(firstPageArea(shownScreen('/update-password'))).toBeUndefined();
    authStore.setState(SIGNED_OUT);
    expect(firstPageArea(shownScreen('/finance/invoices'))).toBeUndefined();
  });

  it("asks for the registry, then the area's manifest, each given once", async () => {
    signedIn('DealerBuyer');
    const net = network();
    fetchFirstAreaEarly(shownScreen('/finance/invoices'));
    expect(net.asked).toEqual(['/remotes.json']);

    const registry = takeEarlyRegistry();
    expect(takeEarlyRegistry()).toBeUndefined();
    let given = false;
    void registry!.then(() => (given = true));
    net.answer('/remotes.json', { finance: '/remotes/finance/mf-manifest.json' });
    const answer = await registry!;
    // Given only once the manifest's read has started, so the federation's read finds it.
    expect(given).toBe(true);
    expect(net.asked).toEqual(['/remotes.json', MANIFEST]);
    expect(await answer.json()).toEqual({ finance: '/remotes/finance/mf-manifest.json' });

    expect(takeEarlyManifest('http://localhost/remotes/parts/mf-manifest.json')).toBeUndefined();
    const manifest = takeEarlyManifest(MANIFEST);
    expect(takeEarlyManifest(MANIFEST)).toBeUndefined();
    net.answer(MANIFEST, { name: 'finance' });
    expect(await (await manifest!).json()).toEqual({ name: 'finance' });
  });

  it('asks for nothing on a page the guard refuses', async () => {
    signedIn('DealerBuyer');
    const net = network();
    fetchFirstAreaEarly(shownScreen('/admin/users'));
    await settle();
    expect(net.asked).toEqual([]);
    expect(takeEarlyRegistry()).toBeUndefined();
  });
});
