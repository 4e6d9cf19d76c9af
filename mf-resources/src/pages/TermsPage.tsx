import { PageTitle } from '@portal/shared/ui/PageTitle';

export function TermsPage() {
  return (
    <section>
      <PageTitle>Terms and Conditions</PageTitle>
    </section>
  );
}
