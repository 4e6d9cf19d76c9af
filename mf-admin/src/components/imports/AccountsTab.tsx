import { Button, Tag, Tooltip, PlusOutlined, StopOutlined } from '@portal/shared/kit';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { revokeAccount, type Account } from '../../api/imports';
import { accountsChanged, useAccounts } from '../../api/importsQueries';
import { IMPORT_TEXTS } from '../../rules/imports';
import { utcOr as at } from '../../rules/lastLogin';
import { UserActionDialog } from '../UserActionDialog';
import { NewAccountDialog } from './NewAccountDialog';
import { useDialog } from '../useDialog';
import { useT } from '../../i18n';

const PREFIX = 'accounts-';

type Dialog = { kind: 'new' } | { kind: 'revoke'; account: Account };

/** The import feed's service accounts, created (key shown once) and revoked. */
export function AccountsTab() {
  const t = useT();
  const data = useAccounts();
  const { dialog, open, close } = useDialog<Dialog>();

  const columns: ListColumn<Account>[] = [
    { key: 'name', title: t('Name'), value: (a) => a.name },
    { key: 'keyPrefix', title: t('Key'), value: (a) => `${a.keyPrefix}…` },
    { key: 'createdBy', title: t('Created By'), value: (a) => a.createdBy },
    {
      key: 'createdAt',
      title: t('Created'),
      value: (a) => a.createdAt,
      render: (a) => at(a.createdAt),
    },
    {
      key: 'lastUsedAt',
      title: t('Last Used'),
      value: (a) => a.lastUsedAt ?? '',
      render: (a) => at(a.lastUsedAt, t('Never used')),
    },
    {
      key: 'status',
      title: t('Status'),
      value: (a) => (a.revokedAt ? t('Revoked') : t('Active')),
      render: (a) =>
        a.revokedAt ? (
          <Tooltip title={at(a.revokedAt)}>
            <Tag>{t('Revoked')}</Tag>
          </Tooltip>
        ) : (
          <Tag color="green">{t('Active')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('Actions'),
      sortable: false,
      value: () => null,
      render: (a) =>
        a.revokedAt ? null : (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            aria-label={t('accounts.revoke', { name: a.name })}
            onClick={() => open({ kind: 'revoke', account: a })}
          >
            {t('Revoke')}
          </Button>
        ),
    },
  ];

  const list = useList<Account>({
    columns,
    paramPrefix: PREFIX,
    rows: data.data ?? [],
    searchFields: (a) => [a.name, a.keyPrefix, a.createdBy],
  });

  return (
    <>
      <ListTable
        list={list}
        rowKey={(a) => a.id}
        loading={data.isPending}
        error={data.error ? t(IMPORT_TEXTS.accountsFailed) : null}
        texts={{ loading: t(IMPORT_TEXTS.loadingAccounts), empty: t(IMPORT_TEXTS.noAccounts) }}
        searchPlaceholder={t('Search service accounts...')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'new' })}>
            {t(IMPORT_TEXTS.newAccount)}
          </Button>
        }
      />
      {dialog?.kind === 'new' && <NewAccountDialog onCreated={accountsChanged} onClose={close} />}
      {dialog?.kind === 'revoke' && (
        <UserActionDialog
          title={t('Revoke Service Account')}
          subject={<strong>{dialog.account.name}</strong>}
          question={t('accounts.revokeQuestion', { name: dialog.account.name })}
          okText={t('Revoke')}
          danger
          run={() => revokeAccount(dialog.account.id)}
          success={t(IMPORT_TEXTS.revoked)}
          failure={t(IMPORT_TEXTS.revokeFailed)}
          onDone={() => {
            close();
            void accountsChanged();
          }}
          onCancel={close}
        />
      )}
    </>
  );
}
