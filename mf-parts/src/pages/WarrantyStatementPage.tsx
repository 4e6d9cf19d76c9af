import { PageTitle } from '@portal/shared/ui/PageTitle';

export function WarrantyStatementPage() {
  return (
    <section>
      <PageTitle>PARTS WARRANTY STATEMENT(S)</PageTitle>
    </section>
  );
}
