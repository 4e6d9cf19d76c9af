import { PageTitle } from '@portal/shared/ui/PageTitle';

export function PrivacyPage() {
  return (
    <section>
      <PageTitle>Privacy Policy</PageTitle>
    </section>
  );
}
