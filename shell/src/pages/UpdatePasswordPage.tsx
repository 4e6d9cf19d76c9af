import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input } from '@portal/shared/kit';
import { api, errorMessage, session, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { BrandBand } from '../layout/BrandBand';
import { passwordProblem } from './passwordRules';
import { useT } from '../i18n';

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** Requirements 001 §2 'Update Password': current and new password; success goes to /home. */
export function UpdatePasswordPage() {
  const email = useAuth((s) => s.user?.email);
  const mustChange = useAuth((s) => s.requirePasswordChange);
  const navigate = useNavigate();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFinish(values: Values) {
    const problem = passwordProblem(values.currentPassword, values.newPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.put<{ token?: string }>(
        `/users/${encodeURIComponent(email ?? '')}/password`,
        values,
      );
      // The change ends every session; this one goes on in a new one: its access token is in
      // the answer, its refresh token in the HttpOnly cookie the answer set.
      if (data?.token) session.setToken(data.token);
      session.passwordChanged();
      navigate('/home', { replace: true });
    } catch (e) {
      setError(errorMessage(e, t('Unable to update password.')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main style={{ maxWidth: 440, margin: '64px auto', padding: 16 }}>
      <Card>
        <BrandBand />
        <PageTitle>{t('Update Password')}</PageTitle>
        <Form<Values> layout="vertical" onFinish={onFinish} disabled={busy} requiredMark={false}>
          <Form.Item label={t('Current password')} name="currentPassword">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={t('New password')}
            name="newPassword"
            extra={t('At least 8 characters, with at least one number or symbol.')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              // The portal's own messages are translated; the server's are shown as they come.
              message={t(error)}
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('Update Password')}
          </Button>
          {/* Opened from the user menu, the page needs a way back; a forced change has none. */}
          {!mustChange && (
            <Button type="link" onClick={() => navigate(-1)} style={{ marginTop: 8, padding: 0 }}>
              {t('Cancel')}
            </Button>
          )}
        </Form>
      </Card>
    </main>
  );
}
