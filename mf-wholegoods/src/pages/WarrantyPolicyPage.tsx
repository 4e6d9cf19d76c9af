import { PageTitle } from '@portal/shared/ui/PageTitle';

export function WarrantyPolicyPage() {
  return (
    <section>
      <PageTitle>Wholegoods Warranty Policy</PageTitle>
    </section>
  );
}
