import { Button, PlusOutlined, StopOutlined } from '@portal/shared/kit';
import { StatusTag } from '@portal/shared/ui/StatusTag';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import {
  revokeApiClient,
  rotateApiClient,
  type ApiClient,
  type ApiClientSecret,
} from '../api/apiClients';
import { apiClientsChanged, useApiClients } from '../api/apiClientsQueries';
import { useDealerRefs } from '../api/usersQueries';
import { NewClientDialog } from '../components/apiClients/NewClientDialog';
import { ClientSecretDialog } from '../components/apiClients/ClientSecretDialog';
import { UserActionDialog } from '../components/UserActionDialog';
import { useDialog } from '../components/useDialog';
import { API_CLIENT_TEXTS, ROLE_LABELS, scopeLabel } from '../rules/apiClients';
import { utcOr } from '../rules/lastLogin';
import { useT } from '../i18n';

type Dialog =
  | { kind: 'new' }
  | { kind: 'rotate'; client: ApiClient }
  | { kind: 'revoke'; client: ApiClient }
  | { kind: 'secret'; shown: ApiClientSecret };

// Each cell wraps within its width: eight scopes or a time in a line would push the actions out
// of a desktop's view.
const wrapped = (maxWidth: number) =>
  ({ display: 'inline-block', maxWidth, whiteSpace: 'normal', overflowWrap: 'anywhere' }) as const;

/**
 * (beyond the spec; decision 0149): the dealer API's clients, ApplicationAdmin only (the access
 * table guards the route and the API alike): made for one dealership with a secret shown once,
 * rotated and revoked.
 */
export function ApiClientsPage() {
  const t = useT();
  const data = useApiClients();
  // The dealers name each client's dealership and are the form's choices; without them a
  // client shows its dealer's ID.
  const dealers = useDealerRefs();
  const { dialog, setDialog, open, close } = useDialog<Dialog>();
  const dealerOf = (id: number) => {
    const d = dealers.data?.find((x) => x.id === id);
    return d ? [d.code, d.name].filter(Boolean).join(' ') : String(id);
  };

  const columns: ListColumn<ApiClient>[] = [
    {
      key: 'name',
      title: t('Name'),
      value: (c) => c.name,
      render: (c) => (
        <span style={wrapped(220)}>
          {c.name}
          <br />
          {/* Whole on one line: an ID broken in two reads as two. */}
          <code style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{c.clientId}</code>
        </span>
      ),
    },
    {
      key: 'dealer',
      title: t('Dealership'),
      value: (c) => dealerOf(c.dealerId),
      render: (c) => <span style={wrapped(150)}>{dealerOf(c.dealerId)}</span>,
    },
    { key: 'role', title: t('Acts as'), value: (c) => t(ROLE_LABELS[c.role]) },
    {
      key: 'scopes',
      title: t('Scopes'),
      sortable: false,
      value: (c) => c.scopes.map(scopeLabel).join(', '),
      render: (c) => <span style={wrapped(200)}>{c.scopes.map(scopeLabel).join(', ')}</span>,
    },
    {
      key: 'createdAt',
      title: t('Created'),
      value: (c) => c.createdAt,
      render: (c) => <span style={wrapped(120)}>{utcOr(c.createdAt)}</span>,
    },
    {
      key: 'lastUsedAt',
      title: t('Last Used'),
      value: (c) => c.lastUsedAt ?? '',
      render: (c) => <span style={wrapped(120)}>{utcOr(c.lastUsedAt, t('Never used'))}</span>,
    },
    {
      key: 'status',
      title: t('Status'),
      value: (c) => (c.revokedAt ? t('Revoked') : t('Active')),
      render: (c) =>
        c.revokedAt ? (
          <StatusTag>{t('Revoked')}</StatusTag>
        ) : (
          <StatusTag tone="success">{t('Active')}</StatusTag>
        ),
    },
    {
      key: 'actions',
      title: t('Actions'),
      sortable: false,
      value: () => null,
      render: (c) =>
        c.revokedAt ? null : (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 160 }}>
            <Button
              size="small"
              aria-label={t('apiClients.rotate', { name: c.name })}
              onClick={() => open({ kind: 'rotate', client: c })}
            >
              {t('Rotate Secret')}
            </Button>
            {/* Plain: the confirmation is the danger one, and says what the revocation ends. */}
            <Button
              size="small"
              icon={<StopOutlined />}
              aria-label={t('apiClients.revoke', { name: c.name })}
              onClick={() => open({ kind: 'revoke', client: c })}
            >
              {t('Revoke')}
            </Button>
          </span>
        ),
    },
  ];
  const list = useList<ApiClient>({
    columns,
    paramPrefix: 'clients-',
    rows: data.data ?? [],
    searchFields: (c) => [c.name, c.clientId, dealerOf(c.dealerId), ...c.scopes],
  });

  return (
    <section>
      <PageTitle>{t('API Clients')}</PageTitle>
      <ListTable
        list={list}
        rowKey={(c) => c.id}
        loading={data.isPending}
        error={data.error ? t(API_CLIENT_TEXTS.failed) : null}
        texts={{ loading: t(API_CLIENT_TEXTS.loading), empty: t(API_CLIENT_TEXTS.empty) }}
        searchPlaceholder={t('Search API clients...')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'new' })}>
            {t(API_CLIENT_TEXTS.newClient)}
          </Button>
        }
      />
      {dialog?.kind === 'new' && (
        <NewClientDialog
          dealers={dealers.data ?? []}
          onCreated={() => void apiClientsChanged()}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rotate' && (
        <UserActionDialog
          title={t('Rotate Secret')}
          subject={<strong>{dialog.client.name}</strong>}
          question={t(API_CLIENT_TEXTS.rotateQuestion)}
          okText={t('Rotate Secret')}
          run={async () => {
            const shown = await rotateApiClient(dialog.client.id);
            setDialog({ kind: 'secret', shown });
          }}
          success={t(API_CLIENT_TEXTS.rotated)}
          failure={t(API_CLIENT_TEXTS.rotateFailed)}
          onDone={() => void apiClientsChanged()}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <UserActionDialog
          title={t('Revoke API Client')}
          subject={<strong>{dialog.client.name}</strong>}
          question={t(API_CLIENT_TEXTS.revokeQuestion)}
          okText={t('Revoke')}
          danger
          run={() => revokeApiClient(dialog.client.id)}
          success={t(API_CLIENT_TEXTS.revoked)}
          failure={t(API_CLIENT_TEXTS.revokeFailed)}
          onDone={() => {
            close();
            void apiClientsChanged();
          }}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'secret' && (
        <ClientSecretDialog shown={dialog.shown} rotated onClose={close} />
      )}
    </section>
  );
}
