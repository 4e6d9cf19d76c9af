import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, patchHistoryApi } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Space,
  Typography,
} from '@portal/shared/kit';
import {
  AREAS,
  api,
  errorMessage,
  isStaff,
  SCREENS,
  session,
  signOut,
  useAuth,
  type AreaName,
  type LoginResponse,
  type ParcelLifecycles,
  fetchDealerChoice,
  startDealerFill,
} from '@portal/shared';
import { kitReady, PortalProviders } from '@portal/shared/kit';
import { Toaster } from './Toaster';

/**
 * Mounts one area alone, for QA: the same lifecycles the shell mounts, behind a minimal
 * sign-in and dealer choice, talking to the real API. Served by the area's dev server at '/',
 * or by the portal server at '/remotes/<area>/'.
 */
export function mountStandalone(area: AreaName, lifecycles: ParcelLifecycles): void {
  patchHistoryApi();
  startDealerFill();
  const prefix = AREAS[area].routePrefix.replace(/\/$/, '');
  const basename = window.location.pathname.startsWith(prefix) ? prefix : '';
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // The frame's sign-in and dealer choice are forms: the kit's later part first.
  void kitReady().then(() =>
    createRoot(root).render(
      <PortalProviders>
        <Toaster />
        <StandaloneFrame area={area} lifecycles={lifecycles} basename={basename} />
      </PortalProviders>,
    ),
  );
}

function StandaloneFrame(props: {
  area: AreaName;
  lifecycles: ParcelLifecycles;
  basename: string;
}) {
  const { area, lifecycles, basename } = props;
  const auth = useAuth((s) => s);
  const screens = SCREENS.filter((s) => s.area === area);
  if (!auth.isAuthenticated) return <StandaloneLogin area={area} />;
  const needsDealer = isStaff(auth.role) && auth.selectedDealer == null;
  return (
    <div>
      <div
        style={{
          padding: '8px 16px',
          background: '#262626',
          color: '#fff',
          display: 'flex',
          gap: 16,
          flexWrap: 'wrap',
        }}
        data-testid="standalone-bar"
      >
        <strong>{AREAS[area].title} (standalone)</strong>
        <span>
          {auth.user?.email} · dealer {auth.dealerCode ?? auth.selectedDealer ?? 'none'}
        </span>
        {screens.map((s) => (
          <a key={s.path} href={basename + s.path} style={{ color: '#fff' }}>
            {s.title}
          </a>
        ))}
        <Button size="small" onClick={() => signOut()}>
          Sign out
        </Button>
      </div>
      {needsDealer ? (
        <DealerPicker />
      ) : (
        <div style={{ padding: 24 }}>
          <Parcel config={lifecycles} mountParcel={mountRootParcel} basename={basename} />
        </div>
      )}
    </div>
  );
}

function StandaloneLogin({ area }: { area: AreaName }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onFinish(values: { email: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<LoginResponse>('/auth/login', values);
      session.login(data);
    } catch (e) {
      setError(errorMessage(e, 'Login failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card
      style={{ maxWidth: 380, margin: '64px auto' }}
      title={`${AREAS[area].title}: sign in (QA)`}
    >
      <Form layout="vertical" onFinish={onFinish} disabled={busy}>
        <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} block>
          Sign In
        </Button>
      </Form>
    </Card>
  );
}

function DealerPicker() {
  const [error, setError] = useState<string | null>(null);
  async function onFinish({ dealerId }: { dealerId: number }) {
    try {
      session.selectDealer(await fetchDealerChoice(dealerId));
    } catch (e) {
      setError(errorMessage(e, 'Failed to fetch data'));
    }
  }
  return (
    <Card style={{ maxWidth: 380, margin: '64px auto' }} title="Act for a dealer">
      <Typography.Paragraph>Staff accounts pick the dealer to act for.</Typography.Paragraph>
      <Form layout="vertical" onFinish={onFinish}>
        <Form.Item label="Dealer id" name="dealerId" rules={[{ required: true }]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" htmlType="submit">
            Select
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
