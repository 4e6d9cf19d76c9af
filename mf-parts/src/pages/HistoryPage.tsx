import { PageTitle } from '@portal/shared/ui/PageTitle';

export function HistoryPage() {
  return (
    <section>
      <PageTitle>Parts Order History</PageTitle>
    </section>
  );
}
