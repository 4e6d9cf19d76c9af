import { useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from '@portal/shared/kit';
import { useFormats } from '@portal/shared';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { barPercent, SCALE_MAX, TIERS, type Tier } from '../tiers';
import { useT } from '../i18n';

/** Short tier names for a narrow bar (a phone), shown with the full name as their title. */
const SHORT: Record<string, string> = {
  BRONZE: 'BRZ',
  SILVER: 'SLV',
  GOLD: 'GLD',
  PLATINUM: 'PLT',
  'SUPREME ELITE': 'SE',
};

/**
 * How the tier labels fit under their markers, from the bar's own width (at 375 px
 * they staggered into two rows away from their ticks). The markers are a quarter of the bar
 * apart; 'SUPREME ELITE 200' ends at the bar's end and 'PLATINUM 150' is centred on its tick, so
 * one line needs ~140 px between markers, the name above the points ~115 px, else short names.
 */
type LabelFit = 'line' | 'stacked' | 'short';
const fitFor = (width: number): LabelFit =>
  width === 0 || width / 4 >= 140 ? 'line' : width / 4 >= 115 ? 'stacked' : 'short';

function useBarWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function TierLabel({ tier, fit }: { tier: Tier; fit: LabelFit }) {
  const t = useT();
  const stacked = fit !== 'line';
  const full = t(tier.name);
  const name =
    fit === 'short' ? (
      <abbr title={full} style={{ textDecoration: 'none' }}>
        {t(SHORT[tier.name] ?? tier.name)}
      </abbr>
    ) : (
      full
    );
  // The space stays in the text ('BRONZE 1') whichever way the label is laid out.
  return (
    <>
      <span style={{ display: stacked ? 'block' : 'inline' }}>{name}</span>{' '}
      <span style={{ display: stacked ? 'block' : 'inline' }}>{tier.min}</span>
    </>
  );
}

/** The progress bar scaled to 200 points, with a marker per tier and one for the current points. */
export function ProgressBar({ points, title }: { points: number; title: string }) {
  const t = useT();
  const formats = useFormats();
  const shown = t('bar.points', { points: formats.number(points) });
  const { ref, width } = useBarWidth();
  const fit = fitFor(width);
  return (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 28 }}>{title}</div>
      <div
        ref={ref}
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={SCALE_MAX}
        aria-valuenow={Math.min(points, SCALE_MAX)}
        aria-valuetext={shown}
        style={{
          position: 'relative',
          height: 12,
          background: '#f0f0f0',
          borderRadius: 6,
          margin: '0 8px',
        }}
      >
        <div
          style={{
            width: `${barPercent(points)}%`,
            height: '100%',
            background: BRAND_RED,
            borderRadius: 6,
          }}
        />
        <Tooltip title={shown}>
          <div
            data-testid="points-marker"
            style={{
              position: 'absolute',
              left: `${barPercent(points)}%`,
              top: -26,
              transform: 'translateX(-50%)',
              fontSize: 12,
              fontWeight: 700,
              color: BRAND_RED,
              whiteSpace: 'nowrap',
            }}
          >
            {formats.number(points)} ▼
          </div>
        </Tooltip>
        {TIERS.slice(1).map((t, i) => (
          <div
            key={t.name}
            data-testid="tier-marker"
            style={{
              position: 'absolute',
              left: `${barPercent(t.min)}%`,
              top: 0,
              height: 12,
              borderLeft: '2px solid #fff',
            }}
          >
            <div
              data-testid="tier-label"
              style={{
                position: 'absolute',
                top: 16,
                // The first and the top tier sit at the bar's ends: their labels are aligned to
                // stay inside it; the others are centred under their marker.
                left: t.min >= SCALE_MAX ? undefined : i === 0 ? -2 : 0,
                right: t.min >= SCALE_MAX ? 0 : undefined,
                transform: t.min >= SCALE_MAX || i === 0 ? 'none' : 'translateX(-50%)',
                textAlign: t.min >= SCALE_MAX ? 'right' : i === 0 ? 'left' : 'center',
                fontSize: 11,
                lineHeight: '14px',
                color: '#595959',
                whiteSpace: 'nowrap',
              }}
            >
              <TierLabel tier={t} fit={fit} />
            </div>
          </div>
        ))}
      </div>
      <div style={{ height: fit === 'line' ? 32 : 46 }} />
    </div>
  );
}
