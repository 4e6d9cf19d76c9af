import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelLifecycles } from '@portal/shared';
import { loadArea, startArea } from '../src/federation/remotes';

// The federation runtime loads an area's files into the page: here, the area's module as it would
// arrive, counted. The registry and the manifest come from the network, outside the shell.
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('./areaLoadMocks').federationRuntime(),
);
jest.mock('@portal/shared/kit', () => jest.requireActual('./areaLoadMocks').kitReadyAtOnce());

const loads = loadRemote as jest.MockedFunction<typeof loadRemote>;
const areaModule = (): ParcelLifecycles =>
  ({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() }) as never;

/** An answer as fetch gives it (jsdom has no Response). */
const reply = (body: unknown): Response =>
  ({ ok: true, status: 200, json: async () => body, clone: () => reply(body) }) as never;
const REGISTRY = { wholegoods: '/remotes/wholegoods/mf-manifest.json' };

beforeEach(() => {
  globalThis.fetch = jest.fn(async (url: string | URL | Request) =>
    reply(String(url).endsWith('/remotes.json') ? REGISTRY : {}),
  ) as typeof fetch;
  loads.mockReset();
  loads.mockImplementation(async () => areaModule());
});

describe("the first page's area module", () => {
  it('runs from the start, before any parcel asks, and the parcel takes that load once', async () => {
    startArea('wholegoods', 'lifecycles', 'whole');
    await new Promise((r) => setTimeout(r, 0));
    // Loaded while nothing has mounted: the layout renders meanwhile.
    expect(loads.mock.calls).toEqual([['wholegoods/lifecycles']]);
    const first = await loads.mock.results[0].value;

    expect(await loadArea('wholegoods', 'lifecycles')).toBe(first);
    expect(loads).toHaveBeenCalledTimes(1);
    // Taken once: a later mount (a return to the area, 'Try again') loads for itself.
    expect(await loadArea('wholegoods', 'lifecycles')).not.toBe(first);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it("hands a failed early load to the parcel, whose 'Try again' loads afresh", async () => {
    loads.mockImplementationOnce(async () => {
      throw new Error('remoteEntry.js failed');
    });
    startArea('wholegoods', 'lifecycles', 'whole');
    await expect(loadArea('wholegoods', 'lifecycles')).rejects.toThrow('remoteEntry.js failed');
    await expect(loadArea('wholegoods', 'lifecycles')).resolves.toHaveProperty('mount');
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('is not what a different module of the area gets', async () => {
    startArea('wholegoods', 'lifecycles', 'whole');
    await new Promise((r) => setTimeout(r, 0));
    await loadArea('wholegoods', 'machinePanel');
    expect(loads.mock.calls).toEqual([['wholegoods/lifecycles'], ['wholegoods/machinePanel']]);
  });
});
