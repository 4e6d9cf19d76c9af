import { PageTitle } from '@portal/shared/ui/PageTitle';

export function OpenClaimsPage() {
  return (
    <section>
      <PageTitle>Open Claims</PageTitle>
    </section>
  );
}
