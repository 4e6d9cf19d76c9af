import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import {
  api,
  EXTERNAL_LINKS,
  httpStatus,
  isStaff,
  screenFor,
  session,
  type LoginResponse,
} from '@portal/shared';
import { useDocumentTitle } from '@portal/shared/ui/useDocumentTitle';
import { BrandBand } from '../layout/BrandBand';

interface Credentials {
  email: string;
  password: string;
}

/** Where a fresh sign-in goes (spec 000 §2): password change first, then staff to the dealer
 * picker, everyone else home; a remembered origin wins over the default. */
export function landingAfterLogin(r: LoginResponse, from?: string): string {
  if (r.requirePasswordChange) return '/update-password';
  if (from && from !== '/login' && from !== '/') return from;
  return isStaff(r.role) ? '/admin' : '/home';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showHint, setShowHint] = useState(false);
  useDocumentTitle(screenFor('/login')!.title);

  async function onFinish(values: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<LoginResponse>('/auth/login', values);
      session.login(data);
      navigate(landingAfterLogin(data, from), { replace: true });
    } catch (e) {
      const status = httpStatus(e);
      if (status === 401) setError('Invalid credentials');
      else if (status === 429) setError('Too many failed sign-in attempts. Try again in a minute.');
      else setError('Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <BrandBand />
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          Sign in to the Dealer Portal
        </Typography.Title>
        <Form<Credentials>
          layout="vertical"
          onFinish={onFinish}
          disabled={busy}
          requiredMark={false}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, message: 'Email is required' },
              { type: 'email', message: 'Enter a valid email address' },
            ]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Password is required' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              message={error}
              showIcon
              style={{ marginBottom: 16 }}
              role="alert"
            />
          )}
          <Button type="primary" htmlType="submit" loading={busy} block size="large">
            Sign In
          </Button>
        </Form>
        <Button
          type="link"
          style={{ padding: 0, marginTop: 12 }}
          onClick={() => setShowHint((v) => !v)}
          aria-expanded={showHint}
        >
          Forgot Password
        </Button>
        {showHint && (
          <Alert
            type="info"
            style={{ marginTop: 8 }}
            message={
              <span>
                Send an e-mail to{' '}
                <a href={`mailto:${EXTERNAL_LINKS.salesEmail}`}>{EXTERNAL_LINKS.salesEmail}</a> with
                the subject 'Reset Password for Dealer Portal', stating your name and dealership in
                the body. A representative will reset your password within 24hrs.
              </span>
            }
          />
        )}
      </Card>
    </main>
  );
}
