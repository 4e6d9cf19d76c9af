import { PageTitle } from '@portal/shared/ui/PageTitle';

export function ProfilePage() {
  return (
    <section>
      <PageTitle>Dealer Profile</PageTitle>
    </section>
  );
}
