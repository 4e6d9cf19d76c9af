import { useState } from 'react';
import { Button, Segmented, SendOutlined } from '@portal/shared/kit';
import { StatusTag } from '@portal/shared/ui/StatusTag';
import { toast } from '@portal/shared';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { replayDelivery, type Delivery, type Endpoint } from '../../api/webhooks';
import { useDeliveries, webhooksChanged } from '../../api/webhooksQueries';
import { formatUtc, parseUtc } from '../../rules/lastLogin';
import { WEBHOOK_TEXTS } from '../../rules/webhooks';
import { useT } from '../../i18n';

const STATUS_TONE = { pending: 'warning', delivered: 'success', dead: 'error' } as const;

/** One endpoint's latest deliveries, or its dead letters, each replayable. */
export function DeliveriesPanel({ endpoint }: { endpoint: Endpoint }) {
  const t = useT();
  const [dead, setDead] = useState(false);
  const data = useDeliveries(endpoint.id, dead);
  const at = (value: string | null) => {
    const d = value ? parseUtc(value) : null;
    return d ? formatUtc(d) : '';
  };
  const replay = async (d: Delivery) => {
    try {
      await replayDelivery(d.id);
      toast.success(t(WEBHOOK_TEXTS.replayed));
      void webhooksChanged();
    } catch {
      toast.error(t(WEBHOOK_TEXTS.replayFailed));
    }
  };

  const columns: ListColumn<Delivery>[] = [
    {
      key: 'createdAt',
      title: t('Created'),
      value: (d) => d.createdAt,
      render: (d) => at(d.createdAt),
    },
    { key: 'kind', title: t('Kind'), value: (d) => t(`kind.${d.kind}`) },
    { key: 'subject', title: t('Record'), value: (d) => d.subject },
    {
      key: 'status',
      title: t('Status'),
      value: (d) => t(`delivery.${d.status}`),
      render: (d) => (
        <StatusTag tone={STATUS_TONE[d.status]}>{t(`delivery.${d.status}`)}</StatusTag>
      ),
    },
    { key: 'attempts', title: t('Attempts'), value: (d) => d.attempts },
    {
      key: 'lastError',
      title: t('Last Error'),
      value: (d) => d.lastError ?? '',
    },
    {
      key: 'actions',
      title: t('Actions'),
      sortable: false,
      value: () => null,
      render: (d) =>
        d.status === 'delivered' ? null : (
          <Button
            size="small"
            icon={<SendOutlined />}
            aria-label={t('webhooks.replay', { id: d.id })}
            onClick={() => void replay(d)}
          >
            {t('Replay')}
          </Button>
        ),
    },
  ];
  const list = useList<Delivery>({
    columns,
    paramPrefix: 'deliveries-',
    rows: data.data ?? [],
    searchFields: (d) => [d.subject, d.kind, d.eventId],
  });
  return (
    <section aria-label={t('webhooks.deliveriesOf', { url: endpoint.url })}>
      <h2 style={{ fontSize: 18, overflowWrap: 'anywhere' }}>
        {t('webhooks.deliveriesOf', { url: endpoint.url })}
      </h2>
      <ListTable
        list={list}
        rowKey={(d) => d.id}
        loading={data.isPending}
        error={data.error ? t(WEBHOOK_TEXTS.deliveriesFailed) : null}
        texts={{
          loading: t(WEBHOOK_TEXTS.loadingDeliveries),
          empty: t(dead ? WEBHOOK_TEXTS.noDeadLetters : WEBHOOK_TEXTS.noDeliveries),
        }}
        searchPlaceholder={t('Search deliveries...')}
        toolbar={
          <Segmented
            aria-label={t('Deliveries shown')}
            value={dead ? 'dead' : 'recent'}
            onChange={(v) => setDead(v === 'dead')}
            options={[
              { value: 'recent', label: t('Latest') },
              { value: 'dead', label: t('webhooks.deadLetters', { count: endpoint.dead }) },
            ]}
          />
        }
      />
    </section>
  );
}
