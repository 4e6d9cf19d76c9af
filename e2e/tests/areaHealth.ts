import type { AreaHealth } from '../../shared/src/contract/reports';
import type { APIRequestContext } from './support/test';
import { account } from './support/portal';

/**
 * Signs the admin in over the API and answers a reader of the real-user figures per area and
 * version (GET /api/reports/health, the last day), for the suites that poll them.
 */
export async function healthReader(
  request: APIRequestContext,
): Promise<() => Promise<AreaHealth[]>> {
  const admin = account('admin');
  const login = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  return async () => {
    const r = await request.get('/api/reports/health?days=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await r.json()) as { areas: AreaHealth[] }).areas;
  };
}
