import { PageTitle } from '@portal/shared/ui/PageTitle';

export function OrderFormsPage() {
  return (
    <section>
      <PageTitle>Order Forms & Systems</PageTitle>
    </section>
  );
}
