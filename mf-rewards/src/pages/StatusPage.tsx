import { PageTitle } from '@portal/shared/ui/PageTitle';

export function StatusPage() {
  return (
    <section>
      <PageTitle>Rewards Status</PageTitle>
    </section>
  );
}
