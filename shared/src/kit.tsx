// The portal's antd: every app imports antd components and icons from here, and federation shares
// this module as ONE instance on the page, served by the shell (issue 14). So antd's code is
// downloaded once (after sign-in), an area's first visit carries only its own code, and one
// ConfigProvider themes every area (a provider only themes components of its own antd copy).
// Standalone (QA), an area loads its own copy of this module. What is re-exported is what the
// apps use: a shared module is never tree-shaken, so nothing goes in here "just in case".
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { languageResource, PSEUDO } from '@portal/shared';
import { portalTheme } from './ui/theme';

export {
  Alert,
  App,
  AutoComplete,
  Avatar,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export type { MenuProps } from 'antd';

export {
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

/** The portal's theme and locale around an app (the shell, or an area standalone). */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [, locale] = antdLocale.use();
  return (
    <ConfigProvider theme={portalTheme} locale={locale} form={FORM_DEFAULTS}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Tables inside a phone's list card (a parts order's lines): tighter cells and smaller text, so
 * five columns fit a 375 px screen (issue 20). The portal theme is inherited. */
const COMPACT_TABLES = {
  components: { Table: { cellPaddingInlineSM: 4, cellPaddingBlockSM: 4, cellFontSizeSM: 12 } },
};
export function CompactTables({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={COMPACT_TABLES}>{children}</ConfigProvider>;
}
