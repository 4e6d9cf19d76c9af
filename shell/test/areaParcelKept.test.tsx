import { act, render, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useState } from 'react';
import { AreaParcel } from '../src/app/AreaParcel';

// The federation runtime loads an area's files into the page: here, the area's module as it would
// arrive, its lifecycles counted. The registry and the manifest come from the network.
jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('./areaLoadMocks').federationRuntime(),
);
jest.mock('@portal/shared/kit', () => jest.requireActual('./areaLoadMocks').kitReadyAtOnce());

const reply = (body: unknown): Response =>
  ({ ok: true, status: 200, json: async () => body, clone: () => reply(body) }) as never;

const mount = jest.fn(async () => undefined);
const update = jest.fn(async () => undefined);

beforeEach(() => {
  globalThis.fetch = jest.fn(async (url: string | URL | Request) =>
    reply(
      String(url).endsWith('/remotes.json') ? { wholegoods: '/remotes/wholegoods/m.json' } : {},
    ),
  ) as typeof fetch;
  (loadRemote as jest.Mock).mockImplementation(async () => ({
    bootstrap: async () => undefined,
    mount,
    unmount: async () => undefined,
    update,
  }));
});

describe("an area's parcel", () => {
  it('is not updated when the page around it renders again (a change of the URL)', async () => {
    let renderAgain!: () => void;
    function Layout() {
      const [renders, setRenders] = useState(1);
      renderAgain = () => setRenders((n) => n + 1);
      return (
        <>
          <span>layout render {renders}</span>
          <AreaParcel area="wholegoods" />
        </>
      );
    }
    render(<Layout />);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    act(() => renderAgain());
    act(() => renderAgain());
    expect(screen.getByText('layout render 3')).toBeInTheDocument();
    // single-spa-react queues a Parcel's update behind its mount: let the queue run.
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });
});
