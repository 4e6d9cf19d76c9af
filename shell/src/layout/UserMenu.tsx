import { useRef, useState } from 'react';
import { Button, Dropdown, type MenuProps } from '@portal/shared/kit';
import { useNavigate } from 'react-router';
import {
  isStaff,
  LANGUAGE_NAMES,
  LANGUAGES,
  roleLabel,
  signOut,
  useAuth,
  useLanguage,
} from '@portal/shared';
import { useT } from '../i18n';
import { chooseLanguage } from '../login/userLanguage';

export function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() ||
    '?'
  );
}

/**
 * The initials in a white disc, antd's Avatar's size. Not antd's Avatar: it measures its text in
 * an effect to scale it, which forces a layout of the whole page during the first render (~30 ms
 * of the layout's first task); two letters always fit.
 */
const INITIALS = {
  width: 32,
  height: 32,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#fff',
  color: '#c8102e',
  fontWeight: 600,
  fontSize: 14,
  lineHeight: 1,
} as const;

/** Requirements 000 §2: initials and role label; name and e-mail; Dealer Selection (admin, sales),
 * User Management (admin), Update Password, Log Out. */
export function UserMenu() {
  const user = useAuth((s) => s.user);
  const role = useAuth((s) => s.role);
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Closed from inside the menu (Escape), the focus would be left on the vanished menu: give it
  // back to the button. A click elsewhere keeps the focus where it went.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('.ant-dropdown')) {
          trigger.current?.focus();
        }
      }, 0);
    }
  };
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
    ...(isStaff(role) ? [{ key: '/admin', label: t('Dealer Selection') }] : []),
    ...(role === 'ApplicationAdmin' ? [{ key: '/admin/users', label: t('User Management') }] : []),
    { key: '/update-password', label: t('Update Password') },
    // The other languages, each named in itself (its own lang, for screen readers).
    ...LANGUAGES.filter((l) => l !== language).map((l) => ({
      key: `lang:${l}`,
      label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>,
    })),
    { key: 'logout', label: t('Log Out') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('lang:'))
      void chooseLanguage(key.slice(5) as (typeof LANGUAGES)[number], user?.id);
    else if (key === 'logout') {
      signOut();
      navigate('/login', { replace: true });
    } else navigate(key);
  };
  // The button's name is what it shows (role label) plus 'User menu', so speech input users can
  // say what they see; the initials are decoration beside the role label.
  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={onOpenChange}
      // Opened by keyboard, the focus moves into the menu so the arrow keys reach the entries.
      autoFocus
    >
      <Button
        ref={trigger}
        type="text"
        aria-haspopup="menu"
        aria-expanded={open}
        style={{ color: '#fff', height: 48, display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <span aria-hidden style={INITIALS}>
          {initials(user?.name)}
        </span>
        <span className="portal-role-label">{t(roleLabel(role))}</span>
        <span className="sr-only">{t('User menu')}</span>
      </Button>
    </Dropdown>
  );
}
