import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { portalTheme } from './theme';

/** antd's ConfigProvider only themes components of the same antd copy, so every app (the shell
 * and each area) bundles this provider with its own components. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} locale={enUS}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
