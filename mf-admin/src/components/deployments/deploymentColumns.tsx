import { useMemo } from 'react';
import { Tag, Typography } from '@portal/shared/kit';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePhoneLayout } from '@portal/shared/ui/list/usePhoneLayout';
import type { DeploymentRow } from '../../api/deployments';
import {
  DEPLOYMENT_TEXTS,
  formatVital,
  rateVital,
  shortCommit,
  stateLabel,
  type Rating,
  type Vital,
} from '../../rules/deployments';
import { formatUtc, parseUtc } from '../../rules/lastLogin';
import { useT } from '../../i18n';

// Dark shades of antd's palette: a tag writes its text in the colour over a light tint of it,
// which these keep above the 4.5:1 small text needs (the preset 'green' and 'gold' read ~3:1).
const GREEN = '#237804';
const BLUE = '#0050b3';
const GOLD = '#874d00';
const RED = '#a8071a';
const STATE_COLORS: Record<DeploymentRow['state'], string | undefined> = {
  current: GREEN,
  previous: BLUE,
  reported: GOLD,
  none: undefined,
};
type T = ReturnType<typeof useT>;

const RATING_COLORS: Record<Rating, string> = {
  good: GREEN,
  'needs-improvement': GOLD,
  poor: RED,
};

const WHOLE = { overflowWrap: 'anywhere' } as const;
const CLAMPED = {
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The most frequent messages with their counts. In the table each takes two lines at most, the
 * whole message on hover: a federation error runs to 300 characters and would make its row as
 * tall. A phone's card has no hover and room below, so there they are whole. */
function TopErrors({ errors }: { errors: DeploymentRow['topErrors'] }) {
  const phone = usePhoneLayout();
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none', maxWidth: phone ? undefined : 200 }}>
      {errors.map((e) => (
        <li key={e.message} title={e.message} style={phone ? WHOLE : CLAMPED}>
          <strong>{e.count}×</strong> {e.message}
        </li>
      ))}
    </ol>
  );
}

/** A count, or a dash when no browser reported this version. */
const count = (
  key: 'loads' | 'failedLoads' | 'errors',
  title: string,
): ListColumn<DeploymentRow> => ({
  key,
  title,
  value: (r) => r[key],
  render: (r) => (r[key] === null ? '—' : r[key]),
  align: 'right',
});

/** A vital's p75, tagged with its rating (good, needs improvement, poor). */
const vital = (t: T, key: 'lcp' | 'inp' | 'cls', name: Vital): ListColumn<DeploymentRow> => ({
  key,
  title: t('deployments.p75', { vital: name }),
  value: (r) => r[key],
  render: (r) => {
    const v = r[key];
    if (v === null) return '—';
    const rating = rateVital(name, v);
    const ratingText = {
      good: t('good'),
      'needs-improvement': t('needs improvement'),
      poor: t('poor'),
    }[rating];
    return (
      <Tag color={RATING_COLORS[rating]} title={ratingText}>
        {formatVital(name, v)}
      </Tag>
    );
  },
  align: 'right',
});

/** The columns in the page's language. */
export function useDeploymentColumns() {
  const t = useT();
  return useMemo(() => deploymentColumns(t), [t]);
}

const deploymentColumns = (t: T): ListColumn<DeploymentRow>[] => [
  // An area's title is the manifest's English (searched and sorted as such), said in the page's
  // language.
  { key: 'areaTitle', title: t('Area'), value: (r) => r.areaTitle, render: (r) => t(r.areaTitle) },
  {
    key: 'version',
    title: t('Version'),
    value: (r) => r.version,
    render: (r) =>
      r.version === null ? (
        <Typography.Text type="secondary">{t(DEPLOYMENT_TEXTS.noBuild)}</Typography.Text>
      ) : (
        // A built version runs to 30 characters and more ('0.1.0-<commit>-<UTC second>'): it
        // breaks at its hyphens, or the table would not fit 1440 px beside the sidebar and the
        // phone's card would be wider than the screen.
        <span>
          <span style={{ display: 'inline-block', maxWidth: 150 }}>{r.version}</span>{' '}
          <Tag color={STATE_COLORS[r.state]}>{stateLabel(r.state)}</Tag>
        </span>
      ),
  },
  {
    key: 'commit',
    title: t('Commit'),
    value: (r) => r.commit,
    render: (r) => <Typography.Text code={!!r.commit}>{shortCommit(r.commit)}</Typography.Text>,
  },
  {
    key: 'builtAt',
    title: t('Built'),
    value: (r) => r.builtAt,
    // The day over the time: one line would widen the table past a laptop's screen.
    render: (r) => {
      const d = parseUtc(r.builtAt);
      if (!d) return '—';
      const text = formatUtc(d);
      const cut = text.lastIndexOf(', ');
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {text.slice(0, cut)}
          <br />
          {text.slice(cut + 2)}
        </span>
      );
    },
  },
  {
    key: 'sharedRange',
    title: t('Shared Range'),
    value: (r) => r.sharedRange,
    render: (r) => r.sharedRange ?? '—',
  },
  count('loads', t('Loads')),
  count('failedLoads', t('Failures')),
  count('errors', t('Errors')),
  {
    key: 'topErrors',
    title: t('Top Errors'),
    sortable: false,
    value: (r) => r.topErrors.map((e) => `${e.count}× ${e.message}`).join('; '),
    render: (r) => (r.topErrors.length === 0 ? '—' : <TopErrors errors={r.topErrors} />),
  },
  vital(t, 'lcp', 'LCP'),
  vital(t, 'inp', 'INP'),
  vital(t, 'cls', 'CLS'),
];
