import type { ReactNode } from 'react';

/**
 * A wide block (a table of plain text) that scrolls sideways on a phone instead of widening the
 * page. Focusable and named, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1);
 * tables with links or buttons inside do not need it.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
