import { PageTitle } from '@portal/shared/ui/PageTitle';

export function StatementsPage() {
  return (
    <section>
      <PageTitle>Recent Statements</PageTitle>
    </section>
  );
}
