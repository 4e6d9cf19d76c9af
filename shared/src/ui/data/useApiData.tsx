import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@portal/shared';

export interface ApiData<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** Loads data for the selected dealer and reloads it when the dealer changes. */
export function useApiData<T>(load: (dealerId: number | null) => Promise<T>, deps: unknown[] = []): ApiData<T> {
  const dealerId = useAuth((s) => s.selectedDealer);
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: true,
    error: null,
  });
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
  }, [dealerId, tick, ...deps]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
