import { Grid, Tooltip } from '@portal/shared/kit';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { barPercent, SCALE_MAX, TIERS } from '../tiers';

/** The progress bar scaled to 200 points, with a marker per tier and one for the current points. */
export function ProgressBar({ points, title }: { points: number; title: string }) {
  // On a phone the five tier labels do not fit on one line: every other one goes a line lower.
  const narrow = Grid.useBreakpoint().md === false;
  return (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 28 }}>{title}</div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={SCALE_MAX}
        aria-valuenow={Math.min(points, SCALE_MAX)}
        aria-valuetext={`${points} points`}
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
        <Tooltip title={`${points} points`}>
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
            {points} ▼
          </div>
        </Tooltip>
        {TIERS.slice(1).map((t, i) => (
          <div
            key={t.name}
            style={{
              position: 'absolute',
              left: `${barPercent(t.min)}%`,
              top: 0,
              height: 12,
              borderLeft: '2px solid #fff',
            }}
          >
            <div
              style={{
                position: 'absolute',
                top: narrow && i % 2 === 1 ? 32 : 16,
                // The first and the top tier sit at the bar's ends: their labels are aligned to
                // stay inside it.
                transform:
                  t.min >= SCALE_MAX ? 'translateX(-100%)' : i === 0 ? 'none' : 'translateX(-50%)',
                fontSize: 11,
                color: '#595959',
                whiteSpace: 'nowrap',
              }}
            >
              {t.name} {t.min}
            </div>
          </div>
        ))}
      </div>
      <div style={{ height: narrow ? 48 : 32 }} />
    </div>
  );
}
