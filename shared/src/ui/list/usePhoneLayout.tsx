import { MEDIA, useMediaQuery } from '../useMediaQuery';

/**
 * Whether the screen is a phone's (below antd's `sm`, 576 px): a list then shows cards instead of
 * a table. Known in the first render, so a phone never draws the table first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(MEDIA.phone);
}
