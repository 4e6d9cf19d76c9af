import { PageTitle } from '@portal/shared/ui/PageTitle';

export function WarrantyRegistrationPage() {
  return (
    <section>
      <PageTitle>Warranty Registration</PageTitle>
    </section>
  );
}
