import { PageTitle } from '@portal/shared/ui/PageTitle';

export function InvoicesPage() {
  return (
    <section>
      <PageTitle>Invoices</PageTitle>
    </section>
  );
}
