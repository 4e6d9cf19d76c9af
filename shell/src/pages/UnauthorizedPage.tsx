import { Card, Result } from '@portal/shared/kit';
import { Link } from 'react-router';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { BrandBand } from '../layout/BrandBand';
import { useT } from '../i18n';

/** Requirements 001 §2 'Not Authorized': the text and its three links, as the spec gives them. */
export function UnauthorizedPage() {
  const t = useT();
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: 16, textAlign: 'center' }}>
      <Card>
        <BrandBand />
        <PageTitle>{t('Not Authorized')}</PageTitle>
        <Result
          status="403"
          subTitle={t('You are not authorized to view the requested page.')}
          extra={
            <nav style={{ display: 'flex', gap: 16, justifyContent: 'center' }}>
              <Link to="/dashboard">{t('Dashboard')}</Link>
              <Link to="/help">{t('Help')}</Link>
              <Link to="/contacts">{t('Contacts')}</Link>
            </nav>
          }
        />
      </Card>
    </main>
  );
}
