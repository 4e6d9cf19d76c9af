import { useCallback, useSyncExternalStore } from 'react';

/** antd's breakpoints (its default theme's screen tokens, which the portal keeps). */
export const MEDIA = {
  /** Below `sm`: a phone. */
  phone: '(max-width: 575.98px)',
  /** `md` and up: room for the sidebar, tabs, a table's optional columns. */
  md: '(min-width: 768px)',
  /** `lg` and up: room for the top bar's search field. */
  lg: '(min-width: 992px)',
  /** The user asked the system for less motion (an OS accessibility setting). */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

// One MediaQueryList per query, kept: its `matches` follows the screen, and every render of every
// component asking (a list's keystroke renders several) otherwise built a new one.
// (Kept for the matchMedia that made them: a test may put another in its place.)
const lists = new Map<string, MediaQueryList>();
let madeBy: typeof window.matchMedia | null = null;
function listOf(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  if (madeBy !== window.matchMedia) {
    lists.clear();
    madeBy = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}
const matches = (query: string) => !!listOf(query)?.matches;

/**
 * Whether a media query matches, read from matchMedia in the first render and followed after.
 * antd's Grid.useBreakpoint answers only from a layout effect: the first render draws the phone's
 * layout on a desktop (or the desktop's on a phone), then everything under it renders again
 * before the first paint (the layout's first render was the longest task of a page).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
