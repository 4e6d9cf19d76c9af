import type { ThemeConfig } from 'antd';

/** The portal's look, set once and used by the shell and every area through PortalProviders. */
export const BRAND_RED = '#c8102e';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: '#a00d25',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: BRAND_RED, headerHeight: 64, siderBg: '#ffffff' },
    Table: { headerBg: '#fafafa' },
  },
};

/** Spec 000 §9: sidebar 16 (collapsed) and 64 (open), header 16, in units of 4px. */
export const SIDEBAR_COLLAPSED_PX = 16 * 4;
export const SIDEBAR_OPEN_PX = 64 * 4;
export const HEADER_PX = 16 * 4;
