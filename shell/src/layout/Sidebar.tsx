import { useMemo } from 'react';
import { Menu, type MenuProps, ExportOutlined } from '@portal/shared/kit';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@portal/shared';
import { firstPath, FOOTER_LINKS, menuFor, PROFILE_ENTRY, type MenuEntry } from './menu';
import { MENU_ICONS } from './icons';
import { EXTERNAL_LINKS, isRole } from '@portal/shared';
import { useT } from '../i18n';
import { warmKit } from '../app/warmKit';

type T = ReturnType<typeof useT>;
/** An entry's label in the page's language (its English label is its message id). */
const labelOf = (t: T, entry: MenuEntry) => t(entry.label);

type Item = Required<MenuProps>['items'][number];

function toItem(t: T, entry: MenuEntry, collapsed: boolean): Item {
  const icon = entry.icon ? MENU_ICONS[entry.icon] : undefined;
  if (entry.children && !collapsed) {
    return {
      key: entry.key,
      label: labelOf(t, entry),
      icon,
      children: entry.children.map((c) => toItem(t, c, false)),
    };
  }
  // Collapsed: a group is one item that goes to its first sub-item (requirements 000 §2).
  const key = entry.children
    ? `group:${firstPath(entry)}`
    : entry.href
      ? `href:${entry.href}`
      : entry.path!;
  const label = entry.href ? (
    <span>
      {labelOf(t, entry)} <ExportOutlined aria-hidden style={{ fontSize: 11 }} />
      <span className="sr-only">{t(' (opens in a new tab)')}</span>
    </span>
  ) : (
    labelOf(t, entry)
  );
  return { key, label, icon };
}

/**
 * An item's tooltip names it only when the sidebar is collapsed to icons. Expanded, antd would
 * still wrap every item in a closed Tooltip (a trigger, its hooks and its portal's bookkeeping):
 * about a third of the layout's first render, for nothing shown.
 */
const tooltip = (collapsed: boolean) => (collapsed ? undefined : false);

/** The sidebar's menu: used in the desktop sider (collapsible) and the mobile slide-over. */
export function Sidebar({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const auth = useAuth((s) => s);
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = useLocation();
  const entries = useMemo(() => menuFor(auth), [auth]);
  const groupOf = entries.find((e) => e.children?.some((c) => c.path === pathname))?.key;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('href:')) {
      window.open(key.slice(5), '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(key.startsWith('group:') ? key.slice(6) : key);
    onNavigate?.();
  };
  const selected =
    collapsed && groupOf ? `group:${firstPath(entries.find((e) => e.key === groupOf)!)}` : pathname;

  return (
    <nav
      aria-label={t('Main')}
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      onPointerEnter={warmKit}
      onFocus={warmKit}
    >
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        tooltip={tooltip(collapsed)}
        items={entries.map((e) => toItem(t, e, collapsed))}
        selectedKeys={[selected]}
        defaultOpenKeys={groupOf ? [groupOf] : []}
        onClick={onClick}
        style={{ borderInlineEnd: 'none', flex: 1, overflowY: 'auto' }}
      />
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        tooltip={tooltip(collapsed)}
        items={[toItem(t, PROFILE_ENTRY, collapsed)]}
        selectedKeys={[pathname]}
        onClick={onClick}
        style={{ borderInlineEnd: 'none', borderTop: '1px solid #f0f0f0' }}
      />
      {!collapsed && (
        <div
          style={{
            padding: '8px 24px 16px',
            fontSize: 12,
            display: 'flex',
            gap: 12,
            flexWrap: 'wrap',
          }}
        >
          {FOOTER_LINKS.map((l) => (
            <a
              key={l.key}
              href={l.path}
              onClick={(e) => {
                e.preventDefault();
                navigate(l.path!);
                onNavigate?.();
              }}
            >
              {labelOf(t, l)}
            </a>
          ))}
          {isRole(auth.role) && auth.role === 'ApplicationAdmin' && (
            <a href={EXTERNAL_LINKS.serviceDesk} target="_blank" rel="noopener noreferrer">
              {t('Service Desk')} <ExportOutlined aria-hidden style={{ fontSize: 11 }} />
              <span className="sr-only">{t(' (opens in a new tab)')}</span>
            </a>
          )}
        </div>
      )}
    </nav>
  );
}
