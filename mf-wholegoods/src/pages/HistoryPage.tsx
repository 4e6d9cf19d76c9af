import { PageTitle } from '@portal/shared/ui/PageTitle';

export function HistoryPage() {
  return (
    <section>
      <PageTitle>Wholegoods Order History</PageTitle>
    </section>
  );
}
