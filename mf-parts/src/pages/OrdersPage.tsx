import { PageTitle } from '@portal/shared/ui/PageTitle';

export function OrdersPage() {
  return (
    <section>
      <PageTitle>Parts Orders</PageTitle>
    </section>
  );
}
