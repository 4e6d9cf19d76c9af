import { Button, Result } from '@portal/shared/kit';
import { useNavigate } from 'react-router';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useT } from '../i18n';

export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <section>
      <PageTitle>{t('Page not found')}</PageTitle>
      <Result
        status="404"
        subTitle={t('The page you asked for does not exist.')}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('Back to the dashboard')}
          </Button>
        }
      />
    </section>
  );
}
