import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Space } from '@portal/shared/kit';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { useT } from '../../i18n';
import { cleanSvg } from './cleanSvg';
import { usePanZoom } from './usePanZoom';

/** The callouts' look: the selected one filled in the portal's red, a focused one ringed. */
const CALLOUT_STYLE = `
.portal-diagram [data-callout] { cursor: pointer; }
.portal-diagram [data-callout]:focus { outline: none; }
.portal-diagram [data-callout]:focus-visible circle { stroke: ${BRAND_RED}; stroke-width: 4px; }
.portal-diagram [data-callout][aria-pressed='true'] circle { fill: ${BRAND_RED}; stroke: ${BRAND_RED}; }
.portal-diagram [data-callout][aria-pressed='true'] text { fill: #fff; }
.portal-diagram svg { display: block; width: 100%; height: auto; }
`;

/**
 * The diagram's drawing: a click on a callout, or Enter or Space on a focused one, selects it;
 * the selected callout is filled. The drawing zooms and pans (pinch and drag, or the buttons).
 */
export function DiagramDrawing({
  svg,
  title,
  selected,
  onSelect,
}: {
  svg: string;
  title: string;
  selected: number | null;
  onSelect: (callout: number) => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const pan = usePanZoom();
  const markup = useMemo(
    () => cleanSvg(svg, title, (n) => t('diagram.callout', { n: String(n) })),
    [svg, title, t],
  );
  useEffect(() => {
    for (const g of box.current?.querySelectorAll('[data-callout]') ?? [])
      g.setAttribute('aria-pressed', String(Number(g.getAttribute('data-callout')) === selected));
  }, [selected, markup]);

  const calloutOf = (target: EventTarget) => {
    const g = (target as Element).closest?.('[data-callout]');
    return g ? Number(g.getAttribute('data-callout')) : null;
  };
  const onClick = (e: MouseEvent) => {
    const n = calloutOf(e.target);
    if (n !== null && !pan.wasDrag()) onSelect(n);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const n = calloutOf(e.target);
    if (n === null) return;
    e.preventDefault();
    onSelect(n);
  };
  const size = () => box.current?.getBoundingClientRect() ?? { width: 0, height: 0 };

  if (markup === null) return <p role="alert">{t('This diagram cannot be shown')}</p>;
  return (
    <div>
      <style>{CALLOUT_STYLE}</style>
      <Space size={4} style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => pan.zoomBy(1.5, size())}>
          {t('Zoom in')}
        </Button>
        <Button size="small" disabled={!pan.zoomed} onClick={() => pan.zoomBy(1 / 1.5, size())}>
          {t('Zoom out')}
        </Button>
        <Button size="small" disabled={!pan.zoomed} onClick={pan.reset}>
          {t('Fit')}
        </Button>
      </Space>
      <div
        ref={box}
        className="portal-diagram"
        data-testid="diagram-drawing"
        style={{
          overflow: 'hidden',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          background: '#fff',
          // Unzoomed, a vertical swipe still scrolls the page; zoomed, every gesture is the drawing's.
          touchAction: pan.zoomed ? 'none' : 'pan-y',
        }}
        {...pan.handlers}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div
          style={{
            transform: `translate(${pan.view.x}px, ${pan.view.y}px) scale(${pan.view.scale})`,
            transformOrigin: '0 0',
          }}
          // Cleaned by cleanSvg: no script, handler or link out is left in it.
          dangerouslySetInnerHTML={{ __html: markup }}
        />
      </div>
    </div>
  );
}
