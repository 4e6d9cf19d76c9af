import { useCallback, useMemo, useRef } from 'react';

/**
 * Gives the focus back to whatever opened a dialog once it closes. antd's Modal does this itself
 * only when it stays mounted through its closing animation; a dialog rendered conditionally
 * (`{open && <Dialog/>}`) unmounts first, and the focus would fall to the page's start.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const el = opener.current;
    opener.current = null;
    // After React removed the dialog (and its focus lock).
    if (el) setTimeout(() => el.isConnected && el.focus(), 0);
  }, []);
  return useMemo(() => ({ remember, restore }), [remember, restore]);
}
