import { Result } from '@portal/shared/kit';
import { useRouteError } from 'react-router';
import { useT } from '../i18n';

/** Requirements 000 §2: unhandled routing errors show 'Unexpected Application Error'. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return <Result status="error" title={t('Unexpected Application Error')} />;
}
