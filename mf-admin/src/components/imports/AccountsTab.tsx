import { useState } from 'react';
import { Button, Tag, Tooltip, PlusOutlined, StopOutlined } from '@portal/shared/kit';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { useReturnFocus } from '@portal/shared/ui/useReturnFocus';
import { fetchAccounts, revokeAccount, type Account } from '../../api/imports';
import { IMPORT_TEXTS } from '../../rules/imports';
import { formatUtc, parseUtc } from '../../rules/lastLogin';
import { UserActionDialog } from '../UserActionDialog';
import { NewAccountDialog } from './NewAccountDialog';

const PREFIX = 'accounts-';

const when = (value: string | null, none: string) => {
  if (!value) return none;
  const d = parseUtc(value);
  return d ? formatUtc(d) : 'Date error';
};

type Dialog = { kind: 'new' } | { kind: 'revoke'; account: Account } | null;

/** Issue 25 point 7: the import feed's service accounts, created (key shown once) and revoked. */
export function AccountsTab() {
  const data = useApiData(() => fetchAccounts());
  const [dialog, setDialog] = useState<Dialog>(null);
  const returnFocus = useReturnFocus();
  const open = (d: Dialog) => {
    returnFocus.remember();
    setDialog(d);
  };
  const close = () => {
    setDialog(null);
    returnFocus.restore();
  };

  const columns: ListColumn<Account>[] = [
    { key: 'name', title: 'Name', value: (a) => a.name },
    { key: 'keyPrefix', title: 'Key', value: (a) => `${a.keyPrefix}…` },
    { key: 'createdBy', title: 'Created By', value: (a) => a.createdBy },
    {
      key: 'createdAt',
      title: 'Created',
      value: (a) => a.createdAt,
      render: (a) => when(a.createdAt, ''),
    },
    {
      key: 'lastUsedAt',
      title: 'Last Used',
      value: (a) => a.lastUsedAt ?? '',
      render: (a) => when(a.lastUsedAt, 'Never used'),
    },
    {
      key: 'status',
      title: 'Status',
      value: (a) => (a.revokedAt ? 'Revoked' : 'Active'),
      render: (a) =>
        a.revokedAt ? (
          <Tooltip title={when(a.revokedAt, '')}>
            <Tag>Revoked</Tag>
          </Tooltip>
        ) : (
          <Tag color="green">Active</Tag>
        ),
    },
    {
      key: 'actions',
      title: 'Actions',
      sortable: false,
      value: () => null,
      render: (a) =>
        a.revokedAt ? null : (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            aria-label={`Revoke ${a.name}`}
            onClick={() => open({ kind: 'revoke', account: a })}
          >
            Revoke
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
        loading={data.loading}
        error={data.error ? IMPORT_TEXTS.accountsFailed : null}
        texts={{ loading: IMPORT_TEXTS.loadingAccounts, empty: IMPORT_TEXTS.noAccounts }}
        searchPlaceholder="Search service accounts..."
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'new' })}>
            {IMPORT_TEXTS.newAccount}
          </Button>
        }
      />
      {dialog?.kind === 'new' && <NewAccountDialog onCreated={data.reload} onClose={close} />}
      {dialog?.kind === 'revoke' && (
        <UserActionDialog
          title="Revoke Service Account"
          subject={<strong>{dialog.account.name}</strong>}
          question={IMPORT_TEXTS.revokeQuestion(dialog.account.name)}
          okText="Revoke"
          danger
          run={() => revokeAccount(dialog.account.id)}
          success={IMPORT_TEXTS.revoked}
          failure={IMPORT_TEXTS.revokeFailed}
          onDone={() => {
            close();
            data.reload();
          }}
          onCancel={close}
        />
      )}
    </>
  );
}
