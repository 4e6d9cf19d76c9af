import { PageTitle } from '@portal/shared/ui/PageTitle';

export function InventoryPage() {
  return (
    <section>
      <PageTitle>My Dealer Inventory</PageTitle>
    </section>
  );
}
