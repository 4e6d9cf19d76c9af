import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * Whether the API answers. A call that gets no response at all (server down, network gone)
 * marks the portal offline; from then on the API's health route is polled until it answers, and
 * each return bumps `recoveries`, which every data hook watches to reload what failed. So a
 * screen recovers by itself when the API is back, without a page reload.
 */
export interface Connectivity {
  offline: boolean;
  recoveries: number;
}

export const connectivityStore = createStore<Connectivity>(() => ({
  offline: false,
  recoveries: 0,
}));

export function useConnectivity<T>(selector: (state: Connectivity) => T): T {
  return useStore(connectivityStore, selector);
}

// A blip is over in a second; a longer outage is polled less often (1 s, growing to 10 s).
const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 10_000;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Any response from the API, even an error status, means it is reachable again. */
export function noteApiAnswered(): void {
  if (!connectivityStore.getState().offline) return;
  if (timer) clearTimeout(timer);
  timer = null;
  connectivityStore.setState((s) => ({ offline: false, recoveries: s.recoveries + 1 }));
}

/** A call got no response: go offline and poll the health route until the API answers. */
export function noteApiUnreachable(healthUrl: string): void {
  if (connectivityStore.getState().offline) return;
  connectivityStore.setState({ offline: true });
  const poll = (wait: number) => {
    const again = () => poll(Math.min(wait * 1.5, MAX_POLL_MS));
    timer = setTimeout(() => {
      fetch(healthUrl, { cache: 'no-store' }).then(
        (r) => (r.ok ? noteApiAnswered() : again()),
        again,
      );
    }, wait);
  };
  poll(FIRST_POLL_MS);
}
