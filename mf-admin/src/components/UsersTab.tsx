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
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { useReturnFocus } from '@portal/shared/ui/useReturnFocus';
import {
  deleteUser,
  fetchDealerRefs,
  fetchUsers,
  sendPasswordReset,
  type DealerRef,
  type User,
} from '../api/users';
import { formatLastLogin, lastLoginSortValue } from '../rules/lastLogin';
import { DELETE_CONFIRM_TEXT, USER_FORM_TEXTS, USER_TOASTS } from '../rules/userForm';
import { UserDialog } from './UserDialog';
import { UserActionDialog } from './UserActionDialog';

/** 'D1001 (1001)': the dealer code the admin knows, and the numeric ID the form takes. */
export const tradingPartnerText = (u: { dealerCode: string | null; dealerId: number | null }) =>
  u.dealerId == null ? '' : u.dealerCode ? `${u.dealerCode} (${u.dealerId})` : String(u.dealerId);

const COLUMNS: ListColumn<User>[] = [
  { key: 'email', title: 'Email', value: (u) => u.email },
  { key: 'firstName', title: 'First Name', value: (u) => u.firstName },
  { key: 'lastName', title: 'Last Name', value: (u) => u.lastName },
  { key: 'title', title: 'Title', value: (u) => u.title },
  { key: 'department', title: 'Department', value: (u) => u.department },
  { key: 'role', title: 'Role', value: (u) => u.role },
  {
    key: 'tradingPartner',
    title: 'Trading Partner',
    value: (u) => u.dealerId,
    render: (u) => tradingPartnerText(u),
  },
  {
    key: 'lastLogin',
    title: 'Last Login',
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

/** Spec 001 §2 'User Management': the user table with its add, edit, delete and reset dialogs. */
export function UsersTab() {
  const selfId = useAuth((s) => s.user?.id ?? null);
  const users = useApiData(() => fetchUsers());
  // The dealers name the trading partners in the form; without them the form still takes numbers.
  const dealers = useApiData(() => fetchDealerRefs().catch((): DealerRef[] => []));
  const [dialog, setDialog] = useState<Dialog>(null);
  const returnFocus = useReturnFocus();
  const openDialog = useCallback(
    (d: Dialog) => {
      returnFocus.remember();
      setDialog(d);
    },
    [returnFocus],
  );

  // Spec 001 §8: 'Failed to load users' (the table says why, with the server's message if any).
  useEffect(() => {
    if (users.error) toast.error(USER_TOASTS.loadFailed);
  }, [users.error]);

  const columns = useMemo<ListColumn<User>[]>(
    () => [
      ...COLUMNS,
      {
        key: 'actions',
        title: 'Actions',
        sortable: false,
        value: () => null,
        render: (u) => (
          <Space size={2}>
            <Tooltip title="Edit">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${u.email}`}
                onClick={() => openDialog({ kind: 'edit', user: u })}
              />
            </Tooltip>
            <Tooltip title="Send password reset">
              <Button
                size="small"
                type="text"
                icon={<MailOutlined />}
                aria-label={`Send password reset to ${u.email}`}
                onClick={() => openDialog({ kind: 'reset', user: u })}
              />
            </Tooltip>
            <Tooltip title={u.id === selfId ? USER_FORM_TEXTS.selfDelete : 'Delete'}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${u.email}`}
                onClick={() => openDialog({ kind: 'delete', user: u })}
              />
            </Tooltip>
          </Space>
        ),
      },
    ],
    [selfId, openDialog],
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

  // Spec 001 §4: on success the dialog closes and the list reloads.
  const done = () => {
    setDialog(null);
    returnFocus.restore();
    users.reload();
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
        loading={users.loading}
        error={users.error ? USER_TOASTS.loadFailed : null}
        texts={{ loading: 'Loading users...', empty: 'No users found' }}
        searchPlaceholder="Search users..."
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openDialog({ kind: 'add' })}
          >
            Add User
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
          title="Delete User"
          subject={userSubject(dialog.user)}
          question={DELETE_CONFIRM_TEXT}
          okText="Delete"
          danger
          blocked={dialog.user.id === selfId ? USER_FORM_TEXTS.selfDelete : null}
          run={() => deleteUser(dialog.user.id)}
          success={USER_TOASTS.deleted}
          failure={USER_TOASTS.deleteFailed}
          onDone={done}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'reset' && (
        <UserActionDialog
          title="Send Password Reset"
          subject={userSubject(dialog.user)}
          question="Send a password reset email to this user? Their current password stops working: the email carries a temporary password, to be changed at the next sign-in."
          okText="Send"
          run={() => sendPasswordReset(dialog.user.email)}
          success={USER_TOASTS.resetSent}
          failure={USER_TOASTS.resetFailed}
          onDone={done}
          onCancel={close}
        />
      )}
    </>
  );
}
