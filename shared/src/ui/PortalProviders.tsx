import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { portalTheme } from './theme';

/** A failed submit moves focus to the first field in error: a keyboard user lands on it and a
 * screen reader reads its label and message (antd ties the message with aria-describedby). */
const FORM_DEFAULTS = { scrollToFirstError: { focus: true, block: 'center' as const } };

/** antd's ConfigProvider only themes components of the same antd copy, so every app (the shell
 * and each area) bundles this provider with its own components. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} locale={enUS} form={FORM_DEFAULTS}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
