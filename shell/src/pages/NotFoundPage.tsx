import { Button, Result } from '@portal/shared/kit';
import { useNavigate } from 'react-router';
import { PageTitle } from '@portal/shared/ui/PageTitle';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section>
      <PageTitle>Page not found</PageTitle>
      <Result
        status="404"
        subTitle="The page you asked for does not exist."
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            Back to the dashboard
          </Button>
        }
      />
    </section>
  );
}
