import { Result } from '@portal/shared/kit';
import { useRouteError } from 'react-router';

/** Spec 000 §2: unhandled routing errors show 'Unexpected Application Error'. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <Result status="error" title="Unexpected Application Error" />;
}
