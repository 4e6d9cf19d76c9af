import { PageTitle } from '@portal/shared/ui/PageTitle';

export function ContactsPage() {
  return (
    <section>
      <PageTitle>Supreme Contacts</PageTitle>
    </section>
  );
}
