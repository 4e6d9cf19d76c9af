import { useSearchParams } from 'react-router';
import { Button, Segmented, Typography } from '@portal/shared/kit';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList } from '@portal/shared/ui/list/useList';
import type { DeploymentRow } from '../api/deployments';
import { useDeployments } from '../api/deploymentsQueries';
import { useDeploymentColumns } from '../components/deployments/deploymentColumns';
import { useT } from '../i18n';
import {
  DEFAULT_WINDOW,
  DEPLOYMENT_TEXTS,
  stateLabel,
  WINDOWS,
  windowOf,
} from '../rules/deployments';

/**
 * (beyond the spec; decision 0055): each area's current and previous versions
 * with the shared range each needs, and what real users' browsers reported of each version over
 * the chosen window (kept in the URL). ApplicationAdmin only (the access table guards it).
 */
export function DeploymentsPage() {
  const t = useT();
  const windowLabels: Record<number, string> = {
    1: t('24 hours'),
    7: t('7 days'),
    30: t('30 days'),
  };
  const [params, setParams] = useSearchParams();
  const days = windowOf(params.get('days'));
  const data = useDeployments(days);
  const list = useList<DeploymentRow>({
    columns: useDeploymentColumns(),
    rows: data.data ?? [],
    // The API's order: areas as the portal lists them, each current, previous, reported only.
    defaultSort: null,
    pageSizes: [50, 100],
    searchFields: (r) => [r.areaTitle, r.area, r.version, stateLabel(r.state), r.commit],
  });
  return (
    <section>
      <PageTitle>{t('Deployments')}</PageTitle>
      <Typography.Paragraph type="secondary">
        {t(
          "Each area's current and previous versions, and how each version does for real users: loads, failed loads, errors, and the 75th percentile of each Web Vital.",
        )}
      </Typography.Paragraph>
      <ListTable
        list={list}
        rowKey={(r) => r.key}
        loading={data.isPending}
        error={data.error ? t(DEPLOYMENT_TEXTS.failed) : null}
        texts={{ loading: t(DEPLOYMENT_TEXTS.loading), empty: t(DEPLOYMENT_TEXTS.empty) }}
        searchPlaceholder={t('Search deployments...')}
        cardTitle="areaTitle"
        toolbar={
          <>
            <Segmented<number>
              aria-label={t('Reports from the last')}
              value={days}
              options={WINDOWS.map((d) => ({ value: d, label: windowLabels[d] }))}
              onChange={(d) => {
                const next = new URLSearchParams(params);
                if (d === DEFAULT_WINDOW) next.delete('days');
                else next.set('days', String(d));
                setParams(next);
              }}
            />
            <Button onClick={() => void data.refetch()}>{t('Refresh')}</Button>
          </>
        }
      />
    </section>
  );
}
