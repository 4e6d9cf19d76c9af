import { Tooltip } from 'antd';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { barPercent, SCALE_MAX, TIERS } from '../tiers';

/** The progress bar scaled to 200 points, with a marker per tier and one for the current points. */
export function ProgressBar({ points, title }: { points: number; title: string }) {
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
        {TIERS.slice(1).map((t) => (
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
                top: 16,
                // The top tier sits at the bar's end: its label is right-aligned to stay inside.
                transform: t.min >= SCALE_MAX ? 'translateX(-100%)' : 'translateX(-50%)',
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
      <div style={{ height: 32 }} />
    </div>
  );
}
