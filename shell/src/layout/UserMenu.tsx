import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { isStaff, roleLabel, signOut, useAuth } from '@portal/shared';

export function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() ||
    '?'
  );
}

/** Spec 000 §2: initials and role label; name and e-mail; Dealer Selection (admin, sales),
 * User Management (admin), Update Password, Log Out. */
export function UserMenu() {
  const user = useAuth((s) => s.user);
  const role = useAuth((s) => s.role);
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ lineHeight: 1.4 }}>
          <div style={{ fontWeight: 600, color: '#1f1f1f' }}>{user?.name}</div>
          <div>{user?.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(isStaff(role) ? [{ key: '/admin', label: 'Dealer Selection' }] : []),
    ...(role === 'ApplicationAdmin' ? [{ key: '/admin/users', label: 'User Management' }] : []),
    { key: '/update-password', label: 'Update Password' },
    { key: 'logout', label: 'Log Out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      signOut();
      navigate('/login', { replace: true });
    } else navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label="User menu"
        style={{ color: '#fff', height: 48, display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <Avatar style={{ background: '#fff', color: '#c8102e', fontWeight: 600 }}>
          {initials(user?.name)}
        </Avatar>
        <span className="portal-role-label">{roleLabel(role)}</span>
      </Button>
    </Dropdown>
  );
}
