import type { ReactNode } from 'react';
import { Tag } from '@portal/shared/kit';

/** What a status says, in the colours a reader expects for it. */
export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

// antd's preset tag colours write light text on a light background (below WCAG AA's 4.5:1):
// each tone here keeps its light background and writes the darkest shade of its hue on it.
const TONES: Record<StatusTone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  error: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  warning: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  info: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  neutral: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
};

/** A status as a tag whose text passes WCAG AA contrast in every tone. */
export function StatusTag({
  tone = 'neutral',
  children,
}: {
  tone?: StatusTone;
  children: ReactNode;
}) {
  return (
    <Tag style={{ ...TONES[tone], marginInlineEnd: 0 }} data-tone={tone}>
      {children}
    </Tag>
  );
}
