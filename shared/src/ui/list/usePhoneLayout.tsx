import { useSyncExternalStore } from 'react';

/** Below antd's `sm` breakpoint (576 px) a list shows cards instead of a table (issue 20). */
export const PHONE_QUERY = '(max-width: 575.98px)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const phone = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the screen is a phone's. Read from matchMedia at once, in the first render (antd's
 * Grid.useBreakpoint answers only after an effect, so a phone would first draw the table).
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, phone, () => false);
}
