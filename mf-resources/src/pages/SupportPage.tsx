import { PageTitle } from '@portal/shared/ui/PageTitle';

export function SupportPage() {
  return (
    <section>
      <PageTitle>Support Request</PageTitle>
    </section>
  );
}
