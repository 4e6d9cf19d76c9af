import type { ThemeConfig } from 'antd';

/** The portal's look, set once and used by the shell and every area through PortalProviders. */
export const BRAND_RED = '#c8102e';

export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: '#a00d25',
    borderRadius: 6,
    fontSize: 14,
    // antd's greys for secondary text (0.45 black: 3.4:1 on white) and placeholders (0.25: 1.9:1)
    // fail WCAG AA contrast. Darkened to 0.6 (5.7:1) and 0.55 (4.7:1); disabled text stays light,
    // as WCAG exempts it.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's error red (#ff4d4f, 3.3:1 on white) failed axe where a list says it could not load,
    // under a form's fields and on danger buttons: the red the claim form's problems use (5.6:1)
    // for all of them.
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    // A focused text field: red border plus a stronger glow than antd's faint default (the other
    // controls get the page's focus ring, shared/webpack/index.html).
    controlOutline: 'rgba(200, 16, 46, 0.3)',
    controlOutlineWidth: 3,
  },
  components: {
    Layout: { headerBg: BRAND_RED, headerHeight: 64, siderBg: '#ffffff' },
    Table: { headerBg: '#fafafa' },
    // antd draws a 3 px line under buttons in the focus outline's colour: under the red primary
    // buttons it read as a pink rendering glitch beside flat secondary ones. Flat.
    Button: { primaryShadow: 'none', defaultShadow: 'none', dangerShadow: 'none' },
  },
};

/** Requirements 000 §9: sidebar 16 (collapsed) and 64 (open), header 16, in units of 4px. */
export const SIDEBAR_COLLAPSED_PX = 16 * 4;
export const SIDEBAR_OPEN_PX = 64 * 4;
export const HEADER_PX = 16 * 4;
