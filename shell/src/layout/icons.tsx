import type { ReactElement } from 'react';
import {
  AppstoreOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  ImportOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserSwitchOutlined,
  TeamOutlined,
} from '@portal/shared/kit';

export const MENU_ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardOutlined aria-hidden />,
  wholegoods: <ShopOutlined aria-hidden />,
  parts: <ToolOutlined aria-hidden />,
  claims: <SafetyCertificateOutlined aria-hidden />,
  finance: <CreditCardOutlined aria-hidden />,
  rewards: <TrophyOutlined aria-hidden />,
  documents: <FolderOpenOutlined aria-hidden />,
  resources: <ReadOutlined aria-hidden />,
  dealers: <UserSwitchOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  imports: <ImportOutlined aria-hidden />,
  profile: <IdcardOutlined aria-hidden />,
  other: <AppstoreOutlined aria-hidden />,
  file: <FileTextOutlined aria-hidden />,
};
