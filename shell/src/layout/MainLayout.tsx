import { useState } from 'react';
import { Outlet } from 'react-router';
import {
  Alert,
  Button,
  Drawer,
  Layout,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@portal/shared/kit';
import { useAuth, useConnectivity } from '@portal/shared';
import { useT } from '../i18n';
import { HEADER_PX, SIDEBAR_COLLAPSED_PX, SIDEBAR_OPEN_PX } from '@portal/shared/ui/theme';
import { MEDIA, useMediaQuery } from '@portal/shared/ui/useMediaQuery';
import { Logo } from './Logo';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';
import { TopSearch } from './TopSearch';

/** Red top bar with logo, dealer code and user menu; the sidebar (collapsible on desktop,
 * slide-over on mobile) unless `sidebar` is false (the dealer picker). */
export function MainLayout({ sidebar }: { sidebar: boolean }) {
  const dealerCode = useAuth((s) => s.dealerCode);
  const t = useT();
  const mobile = !useMediaQuery(MEDIA.md);
  const wide = useMediaQuery(MEDIA.lg);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // An entry picked with Enter navigates in the menu's keydown. Closed at once (no motion, decision
  // 0082), the drawer gives the focus back to 'Open menu' before the same key's keypress, which
  // the button takes as a click and opens the drawer again: it closes once the key is done.
  const closeDrawerAfterKey = () => setTimeout(() => setDrawerOpen(false));
  const offline = useConnectivity((s) => s.offline);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          height: HEADER_PX,
          display: 'flex',
          alignItems: 'center',
          // Tighter on a phone: menu, logo, search, dealer code and user menu fit in 320 px.
          gap: mobile ? 6 : 12,
          padding: mobile ? '0 10px' : '0 16px',
        }}
      >
        {sidebar && (
          <Button
            type="text"
            aria-label={t(mobile ? 'Open menu' : collapsed ? 'Expand sidebar' : 'Collapse sidebar')}
            icon={
              mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />
            }
            onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
            style={{ color: '#fff' }}
          />
        )}
        <Logo compact={mobile} />
        <div style={{ flex: 1 }} />
        {/* The 300 px field fits beside the logo and user menu from 992 px; below, an icon. */}
        <TopSearch compact={!wide} />
        {dealerCode && (
          <span
            data-testid="dealer-code"
            style={{ color: '#fff', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {dealerCode}
          </span>
        )}
        <UserMenu />
      </Layout.Header>
      {offline && (
        <Alert
          banner
          type="warning"
          role="status" // polite: each screen's own error is the alert
          data-testid="offline-banner"
          message={t(
            'The portal server cannot be reached. This page will refresh by itself when it is back.',
          )}
        />
      )}
      <Layout>
        {sidebar && !mobile && (
          <Layout.Sider
            width={SIDEBAR_OPEN_PX}
            collapsedWidth={SIDEBAR_COLLAPSED_PX}
            collapsed={collapsed}
            trigger={null}
            collapsible
            theme="light"
            style={{
              position: 'sticky',
              top: HEADER_PX,
              height: `calc(100vh - ${HEADER_PX}px)`,
              borderRight: '1px solid #f0f0f0',
            }}
          >
            <Sidebar collapsed={collapsed} />
          </Layout.Sider>
        )}
        {sidebar && mobile && (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            width={SIDEBAR_OPEN_PX + 24}
            title={t('Menu')}
            styles={{ body: { padding: 0 } }}
          >
            <Sidebar collapsed={false} onNavigate={closeDrawerAfterKey} />
          </Drawer>
        )}
        <Layout.Content style={{ padding: mobile ? 12 : 24, minWidth: 0 }} id="content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
