import { PageTitle } from '@portal/shared/ui/PageTitle';

export function ClaimsHistoryPage() {
  return (
    <section>
      <PageTitle>Claims History</PageTitle>
    </section>
  );
}
