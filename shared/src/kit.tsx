// The portal's antd: every app imports antd components and icons from here, and federation shares
// this module as ONE instance on the page, served by the shell. So antd's code is
// downloaded once (after sign-in), an area's first visit carries only its own code, and one
// ConfigProvider themes every area (a provider only themes components of its own antd copy).
// Standalone (QA), an area loads its own copy of this module. What is re-exported is what the
// apps use: a shared module is never tree-shaken, so nothing goes in here "just in case".
//
// Two parts (docs/decisions/0065-kit-split-by-route.md): what the layout and /home
// render is here, run before the first paint; the list and form components (kitLater.ts) are an
// async chunk of the same build, loaded by kitReady(). An area's mount awaits kitReady()
// (createAreaLifecycles), so area code uses them as before, static members included.
//
// antd's styles are static stylesheets of the same two parts, cut from antd's zero-runtime CSS at
// build time (docs/decisions/0067-antd-styles-at-build-time.md): antd then computes no styles
// while the page renders.
import { useSyncExternalStore, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { languageResource, PSEUDO } from '@portal/shared';
import { portalTheme } from './ui/theme';
import { MEDIA, useMediaQuery } from './ui/useMediaQuery';
import { kitStylesheetUrl, loadKitStylesheet } from './ui/kitStylesheet';
import type * as Later from './kitLater';

export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Drawer,
  Dropdown,
  Empty,
  Grid,
  Input,
  Layout,
  Menu,
  Modal,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
export type { MenuProps } from 'antd';

/** Stands in for a later component until kitReady() has loaded it: rendering one before says so
 * instead of React's "element type is invalid". */
function notYet(name: string) {
  return function NotLoaded(): never {
    throw new Error(`${name} is in the kit's later part: await kitReady() before rendering it`);
  };
}
// Reassigned once by kitReady(): every importer reads the binding at use time (ES modules' live
// bindings, kept by webpack and by federation, which hands each app this module's own exports).
export let AutoComplete = notYet('AutoComplete') as unknown as typeof Later.AutoComplete;
export let Checkbox = notYet('Checkbox') as unknown as typeof Later.Checkbox;
export let Descriptions = notYet('Descriptions') as unknown as typeof Later.Descriptions;
export let Form = notYet('Form') as unknown as typeof Later.Form;
export let InputNumber = notYet('InputNumber') as unknown as typeof Later.InputNumber;
export let List = notYet('List') as unknown as typeof Later.List;
export let Segmented = notYet('Segmented') as unknown as typeof Later.Segmented;
export let Select = notYet('Select') as unknown as typeof Later.Select;
export let Table = notYet('Table') as unknown as typeof Later.Table;
export let Tag = notYet('Tag') as unknown as typeof Later.Tag;

/**
 * antd's styles come as static stylesheets cut at build time (decision 0067): antd then
 * generates none while rendering ('static'). Asked for as this module runs (the shell asks even
 * earlier); until the eager sheet applies, PortalProviders renders nothing rather than unstyled
 * components. Without a sheet (a dev build's copy) or when it fails, antd styles at runtime.
 */
let styles: 'loading' | 'static' | 'runtime' = kitStylesheetUrl('eager') ? 'loading' : 'runtime';
const stylesListeners = new Set<() => void>();
const eagerStyles = loadKitStylesheet('eager').then((ok) => {
  styles = ok ? 'static' : 'runtime';
  stylesListeners.forEach((l) => l());
  return ok;
});

/** The later part's sheet, where the eager one applies; a failed one fails kitReady(). */
const laterStyles = () =>
  eagerStyles.then(async (ok) => {
    if (ok && !(await loadKitStylesheet('later')))
      throw new Error("The kit's later stylesheet did not load");
  });

let later: Promise<void> | null = null;
let laterLoaded = false;
const laterListeners = new Set<() => void>();

/** Loads the kit's later part once (the list and form components); resolves when they can be
 * rendered. A failed load is asked again by the next call (an area's 'Try again'). */
export function kitReady(): Promise<void> {
  later ??= Promise.all([
    import(/* webpackChunkName: "kit-later" */ './kitLater'),
    laterStyles(),
  ]).then(
    ([m]) => {
      ({
        AutoComplete,
        Checkbox,
        Descriptions,
        Form,
        InputNumber,
        List,
        Segmented,
        Select,
        Table,
        Tag,
      } = m);
      laterLoaded = true;
      laterListeners.forEach((l) => l());
    },
    (e: unknown) => {
      later = null;
      throw e;
    },
  );
  return later;
}

/** Whether the later part is loaded, for a component of an eager page that upgrades itself once
 * it is (the top bar's search field); it does not start the load. */
export function useKitLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      laterListeners.add(listener);
      return () => laterListeners.delete(listener);
    },
    () => laterLoaded,
  );
}

export {
  ApiOutlined,
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  CreditCardOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  DownOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  ImportOutlined,
  LeftOutlined,
  LoadingOutlined,
  MailOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  PaperClipOutlined,
  PhoneOutlined,
  PlusOutlined,
  ReadOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SendOutlined,
  StopOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';

/** A failed submit moves focus to the first field in error: a keyboard user lands on it and a
 * screen reader reads its label and message (antd ties the message with aria-describedby). */
const FORM_DEFAULTS = { scrollToFirstError: { focus: true, block: 'center' as const } };

/** antd's own texts (pagination, pickers, empty states) in the page's language; French is
 * fetched only when chosen. */
const antdLocale = languageResource(enUS, (lang) =>
  lang === 'fr-CA'
    ? import('antd/locale/fr_CA').then((m) => m.default)
    : lang === PSEUDO
      ? import('./i18n/pseudo').then((m) => m.pseudoDeep(enUS))
      : Promise.resolve(enUS),
);

/** The portal's theme with antd's runtime styles off: the kit's stylesheets carry them. */
const STATIC_THEME = { ...portalTheme, zeroRuntime: true };

/** A theme without antd's motion: lists, menus and dialogs appear at once, at their place
 * (docs/decisions/0082-reduced-motion.md). */
const still = (theme: ThemeConfig): ThemeConfig => ({
  ...theme,
  token: { ...theme.token, motion: false },
});
const THEMES = {
  static: { moving: STATIC_THEME, still: still(STATIC_THEME) },
  runtime: { moving: portalTheme, still: still(portalTheme) },
};

/** The portal's theme and locale around an app (the shell, or an area standalone). */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [, locale] = antdLocale.use();
  const mode = useSyncExternalStore(
    (listener) => {
      stylesListeners.add(listener);
      return () => stylesListeners.delete(listener);
    },
    () => styles,
  );
  const reducedMotion = useMediaQuery(MEDIA.reducedMotion);
  // antd decides once per component whether it styles at runtime: nothing renders before that is known.
  if (mode === 'loading') return null;
  return (
    <ConfigProvider
      theme={THEMES[mode][reducedMotion ? 'still' : 'moving']}
      locale={locale}
      form={FORM_DEFAULTS}
    >
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Tables inside a phone's list card (a parts order's lines): tighter cells and smaller text, so
 * five columns fit a 375 px screen. The portal theme is inherited. */
const COMPACT_TABLES = {
  components: { Table: { cellPaddingInlineSM: 4, cellPaddingBlockSM: 4, cellFontSizeSM: 12 } },
};
export function CompactTables({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={COMPACT_TABLES}>{children}</ConfigProvider>;
}
