import { act, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../src/api/client';
import { connectivityStore } from '../src/api/connectivity';
import { onlineManager } from '@tanstack/react-query';
import { useQuery } from '../src/query';

// The API unreachable from the browser. A call with no response marks the portal offline; any
// answer brings it back, which the query library hears as 'online' and refetches the screens.
let reachable = false;
const adapter: AxiosAdapter = async (config) => {
  if (!reachable) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  return { status: 200, statusText: 'OK', data: { ok: true }, headers: {}, config };
};

beforeEach(() => {
  api.defaults.adapter = adapter;
  reachable = false;
  connectivityStore.setState({ offline: false, recoveries: 0 });
});

describe('connectivity', () => {
  it('goes offline on a call without a response and back online on the next answer', async () => {
    await expect(api.get('/a')).rejects.toThrow('Network Error');
    expect(connectivityStore.getState()).toEqual({ offline: true, recoveries: 0 });
    reachable = true;
    await api.get('/b');
    expect(connectivityStore.getState()).toEqual({ offline: false, recoveries: 1 });
  });

  it('stays online when the API answers with an error status', async () => {
    api.defaults.adapter = async (config) => {
      const response = { status: 404, statusText: '404', data: {}, headers: {}, config };
      throw new AxiosError('HTTP 404', '404', config, {}, response);
    };
    await expect(api.get('/missing')).rejects.toThrow();
    expect(connectivityStore.getState().offline).toBe(false);
  });

  it('reloads a screen whose read failed once the API is back', async () => {
    function Screen() {
      const { data, error } = useQuery({
        queryKey: ['x'],
        queryFn: async () => (await api.get('/x')).data as { ok: boolean },
      });
      if (error) return <p role="alert">Failed to fetch data</p>;
      return <p>{data?.ok ? 'loaded' : 'Loading...'}</p>;
    }
    render(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    reachable = true;
    await act(async () => {
      await api.get('/ping'); // any answer, as the health poll would get
    });
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it("drives the query library's online state", async () => {
    await expect(api.get('/a')).rejects.toThrow('Network Error');
    expect(onlineManager.isOnline()).toBe(false);
    reachable = true;
    await api.get('/b');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
