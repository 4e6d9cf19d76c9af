import type { ReactElement } from 'react';
import {
  AppstoreOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
  TeamOutlined,
} from '@ant-design/icons';

export const MENU_ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardOutlined />,
  wholegoods: <ShopOutlined />,
  parts: <ToolOutlined />,
  claims: <SafetyCertificateOutlined />,
  finance: <CreditCardOutlined />,
  rewards: <TrophyOutlined />,
  documents: <FolderOpenOutlined />,
  resources: <ReadOutlined />,
  dealers: <UserSwitchOutlined />,
  users: <TeamOutlined />,
  profile: <IdcardOutlined />,
  other: <AppstoreOutlined />,
  file: <FileTextOutlined />,
};
