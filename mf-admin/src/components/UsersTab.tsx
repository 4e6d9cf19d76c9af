import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Space,
  Tooltip,
  Typography,
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  PlusOutlined,
} from '@portal/shared/kit';
import { toast, useAuth } from '@portal/shared';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useReturnFocus } from '@portal/shared/ui/useReturnFocus';
import { deleteUser, sendPasswordReset, type User } from '../api/users';
import { useDealerRefs, usersChanged, useUsers } from '../api/usersQueries';
import { formatLastLogin, lastLoginSortValue } from '../rules/lastLogin';
import { DELETE_CONFIRM_TEXT, USER_FORM_TEXTS, USER_TOASTS } from '../rules/userForm';
import { UserDialog } from './UserDialog';
import { UserActionDialog } from './UserActionDialog';
import { t as tNow, useT } from '../i18n';

/** 'D1001 (1001)': the dealer code the admin knows, and the numeric ID the form takes. */
export const tradingPartnerText = (u: { dealerCode: string | null; dealerId: number | null }) =>
  u.dealerId == null ? '' : u.dealerCode ? `${u.dealerCode} (${u.dealerId})` : String(u.dealerId);

const columnsIn = (t: ReturnType<typeof useT>): ListColumn<User>[] => [
  { key: 'email', title: t('Email'), value: (u) => u.email },
  { key: 'firstName', title: t('First Name'), value: (u) => u.firstName },
  { key: 'lastName', title: t('Last Name'), value: (u) => u.lastName },
  { key: 'title', title: t('Title'), value: (u) => u.title },
  { key: 'department', title: t('Department'), value: (u) => u.department },
  { key: 'role', title: t('Role'), value: (u) => u.role },
  {
    key: 'tradingPartner',
    title: t('Trading Partner'),
    value: (u) => u.dealerId,
    render: (u) => tradingPartnerText(u),
  },
  {
    key: 'lastLogin',
    title: t('Last Login'),
    value: (u) => lastLoginSortValue(u.lastLoginTime),
    render: (u) => formatLastLogin(u.lastLoginTime),
  },
];

/** The user a confirmation is about: e-mail in bold, then the name. */
const userSubject = (u: User) => (
  <>
    <Typography.Text strong>{u.email}</Typography.Text>
    {(u.firstName || u.lastName) && ` (${`${u.firstName} ${u.lastName}`.trim()})`}
  </>
);

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'reset'; user: User }
  | null;

/** Requirements 001 §2 'User Management': the user table with its add, edit, delete and reset dialogs. */
export function UsersTab() {
  const t = useT();
  const selfId = useAuth((s) => s.user?.id ?? null);
  const users = useUsers();
  // The dealers name the trading partners in the form; without them the form still takes numbers.
  const dealers = useDealerRefs();
  const [dialog, setDialog] = useState<Dialog>(null);
  const returnFocus = useReturnFocus();
  const openDialog = useCallback(
    (d: Dialog) => {
      returnFocus.remember();
      setDialog(d);
    },
    [returnFocus],
  );

  // Requirements 001 §8: 'Failed to load users' (the table says why, with the server's message if any).
  useEffect(() => {
    if (users.error) toast.error(tNow(USER_TOASTS.loadFailed));
  }, [users.error]);

  const columns = useMemo<ListColumn<User>[]>(
    () => [
      ...columnsIn(t),
      {
        key: 'actions',
        title: t('Actions'),
        sortable: false,
        value: () => null,
        render: (u) => (
          <Space size={2}>
            {(
              [
                ['edit', t('Edit'), t('users.edit', { email: u.email }), <EditOutlined />],
                [
                  'reset',
                  t('Send password reset'),
                  t('users.reset', { email: u.email }),
                  <MailOutlined />,
                ],
                [
                  'delete',
                  u.id === selfId ? t(USER_FORM_TEXTS.selfDelete) : t('Delete'),
                  t('users.delete', { email: u.email }),
                  <DeleteOutlined />,
                ],
              ] as const
            ).map(([kind, tip, label, icon]) => (
              <Tooltip key={kind} title={tip}>
                <Button
                  size="small"
                  type="text"
                  danger={kind === 'delete'}
                  icon={icon}
                  aria-label={label}
                  onClick={() => openDialog({ kind, user: u })}
                />
              </Tooltip>
            ))}
          </Space>
        ),
      },
    ],
    [selfId, openDialog, t],
  );

  const list = useList({
    columns,
    rows: users.data ?? [],
    searchFields: (u) => [
      u.email,
      u.firstName,
      u.lastName,
      u.title,
      u.department,
      u.role,
      tradingPartnerText(u),
      formatLastLogin(u.lastLoginTime),
    ],
  });

  // Requirements 001 §4: on success the dialog closes and the list reloads.
  const done = () => {
    setDialog(null);
    returnFocus.restore();
    void usersChanged();
  };
  const close = () => {
    setDialog(null);
    returnFocus.restore();
  };

  return (
    <>
      <ListTable
        list={list}
        rowKey={(u) => u.id}
        loading={users.isPending}
        error={users.error ? t(USER_TOASTS.loadFailed) : null}
        texts={{ loading: t('Loading users...'), empty: t('No users found') }}
        searchPlaceholder={t('Search users...')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openDialog({ kind: 'add' })}
          >
            {t('Add User')}
          </Button>
        }
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          users={users.data ?? []}
          dealers={dealers.data ?? []}
          selfId={selfId}
          onDone={done}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <UserActionDialog
          title={t('Delete User')}
          subject={userSubject(dialog.user)}
          question={t(DELETE_CONFIRM_TEXT)}
          okText={t('Delete')}
          danger
          blocked={dialog.user.id === selfId ? t(USER_FORM_TEXTS.selfDelete) : null}
          run={() => deleteUser(dialog.user.id)}
          success={t(USER_TOASTS.deleted)}
          failure={t(USER_TOASTS.deleteFailed)}
          onDone={done}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'reset' && (
        <UserActionDialog
          title={t('Send Password Reset')}
          subject={userSubject(dialog.user)}
          question={t(
            'Send a password reset email to this user? Their current password stops working: the email carries a temporary password, to be changed at the next sign-in.',
          )}
          okText={t('Send')}
          run={() => sendPasswordReset(dialog.user.email)}
          success={t(USER_TOASTS.resetSent)}
          failure={t(USER_TOASTS.resetFailed)}
          onDone={done}
          onCancel={close}
        />
      )}
    </>
  );
}
