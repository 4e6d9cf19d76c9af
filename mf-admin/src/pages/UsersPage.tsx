import { PageTitle } from '@portal/shared/ui/PageTitle';

export function UsersPage() {
  return (
    <section>
      <PageTitle>User Management</PageTitle>
    </section>
  );
}
