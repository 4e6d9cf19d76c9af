import { PageTitle } from '@portal/shared/ui/PageTitle';

export function DocumentsPage() {
  return (
    <section>
      <PageTitle>Document Library</PageTitle>
    </section>
  );
}
