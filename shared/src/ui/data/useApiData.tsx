import { useCallback, useEffect, useState } from 'react';
import { useAuth, useConnectivity } from '@portal/shared';

export interface ApiData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** Loads data for the selected dealer and reloads it when the dealer changes, and when the API
 * answers again after an outage (so a screen that failed recovers without a page reload). */
export function useApiData<T>(load: (dealerId: number | null) => Promise<T>, deps: unknown[] = []): ApiData<T> {
  const dealerId = useAuth((s) => s.selectedDealer);
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: true,
    error: null,
  });
  const recoveries = useConnectivity((s) => s.recoveries);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(dealerId).then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => live && setState({ data: undefined, loading: false, error }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerId, tick, recoveries, ...deps]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
