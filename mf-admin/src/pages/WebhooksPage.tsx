import { useState } from 'react';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { StatusTag } from '@portal/shared/ui/StatusTag';
import { toast } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import type { WebhookSecret } from '@portal/shared/contract/integration';
import { rotateSecret, setDisabled, type Endpoint } from '../api/webhooks';
import { useEndpoints, webhooksChanged } from '../api/webhooksQueries';
import { NewEndpointDialog } from '../components/webhooks/NewEndpointDialog';
import { SecretDialog } from '../components/webhooks/SecretDialog';
import { DeliveriesPanel } from '../components/webhooks/DeliveriesPanel';
import { UserActionDialog } from '../components/UserActionDialog';
import { useDialog } from '../components/useDialog';
import { WEBHOOK_TEXTS } from '../rules/webhooks';
import { useT } from '../i18n';

type Dialog =
  | { kind: 'new' }
  | { kind: 'rotate'; endpoint: Endpoint }
  | { kind: 'secret'; shown: WebhookSecret };

/**
 * (beyond the spec; decision 0141): the endpoints the events are sent to, ApplicationAdmin only
 * (the access table guards the route): added with a secret shown once, rotated, disabled; each
 * one's deliveries and dead letters, replayed from here.
 */
export function WebhooksPage() {
  const t = useT();
  const data = useEndpoints();
  const { dialog, setDialog, open, close } = useDialog<Dialog>();
  const [picked, setPicked] = useState<number | null>(null);
  const toggle = async (e: Endpoint) => {
    try {
      await setDisabled(e.id, !e.disabled);
      void webhooksChanged();
    } catch {
      toast.error(t(WEBHOOK_TEXTS.changeFailed));
    }
  };
  const endpoints = data.data ?? [];
  const shown = endpoints.find((e) => e.id === picked) ?? null;

  const columns: ListColumn<Endpoint>[] = [
    {
      key: 'url',
      title: t('URL'),
      value: (e) => e.url,
      render: (e) => (
        <span
          style={{
            display: 'inline-block',
            maxWidth: 320,
            overflowWrap: 'anywhere',
            whiteSpace: 'normal',
          }}
        >
          {e.url}
        </span>
      ),
    },
    {
      key: 'kinds',
      title: t('Kinds of event'),
      value: (e) => e.kinds.map((k) => t(`kind.${k}`)).join(', '),
      // Five kinds in a line would push the URL out of a desktop's view.
      render: (e) => (
        <span style={{ display: 'inline-block', maxWidth: 260, whiteSpace: 'normal' }}>
          {e.kinds.map((k) => t(`kind.${k}`)).join(', ')}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('Status'),
      value: (e) => (e.disabled ? t('Disabled') : t('Active')),
      render: (e) =>
        e.disabled ? (
          <StatusTag>{t('Disabled')}</StatusTag>
        ) : (
          <StatusTag tone="success">{t('Active')}</StatusTag>
        ),
    },
    {
      key: 'counts',
      title: t('Deliveries'),
      sortable: false,
      value: (e) =>
        t('webhooks.counts', {
          pending: e.pending,
          failing: e.failing,
          delivered: e.delivered,
          dead: e.dead,
        }),
    },
    {
      key: 'actions',
      title: t('Actions'),
      sortable: false,
      value: () => null,
      render: (e) => (
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            size="small"
            aria-label={t('webhooks.show', { url: e.url })}
            onClick={() => setPicked(e.id)}
          >
            {t('Deliveries')}
          </Button>
          <Button
            size="small"
            aria-label={t('webhooks.rotate', { url: e.url })}
            onClick={() => open({ kind: 'rotate', endpoint: e })}
          >
            {t('Rotate Secret')}
          </Button>
          <Button
            size="small"
            aria-label={t(e.disabled ? 'webhooks.enable' : 'webhooks.disable', { url: e.url })}
            onClick={() => void toggle(e)}
          >
            {e.disabled ? t('Enable') : t('Disable')}
          </Button>
        </span>
      ),
    },
  ];
  const list = useList<Endpoint>({
    columns,
    paramPrefix: 'endpoints-',
    rows: endpoints,
    searchFields: (e) => [e.url, ...e.kinds],
  });

  return (
    <section>
      <PageTitle>{t('Webhooks')}</PageTitle>
      <ListTable
        list={list}
        rowKey={(e) => e.id}
        loading={data.isPending}
        error={data.error ? t(WEBHOOK_TEXTS.endpointsFailed) : null}
        texts={{ loading: t(WEBHOOK_TEXTS.loadingEndpoints), empty: t(WEBHOOK_TEXTS.noEndpoints) }}
        searchPlaceholder={t('Search endpoints...')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'new' })}>
            {t(WEBHOOK_TEXTS.newEndpoint)}
          </Button>
        }
      />
      {shown && <DeliveriesPanel key={shown.id} endpoint={shown} />}
      {dialog?.kind === 'new' && (
        <NewEndpointDialog onCreated={() => void webhooksChanged()} onClose={close} />
      )}
      {dialog?.kind === 'rotate' && (
        <UserActionDialog
          title={t('Rotate Secret')}
          subject={<strong style={{ overflowWrap: 'anywhere' }}>{dialog.endpoint.url}</strong>}
          question={t('webhooks.rotateQuestion')}
          okText={t('Rotate Secret')}
          run={async () => {
            const shownSecret = await rotateSecret(dialog.endpoint.id);
            setDialog({ kind: 'secret', shown: shownSecret });
          }}
          success={t('Secret rotated')}
          failure={t(WEBHOOK_TEXTS.rotateFailed)}
          onDone={() => void webhooksChanged()}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'secret' && (
        <SecretDialog
          url={dialog.shown.endpoint.url}
          secret={dialog.shown.secret}
          rotated
          onClose={close}
        />
      )}
    </section>
  );
}
