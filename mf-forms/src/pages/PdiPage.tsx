import { PageTitle } from '@portal/shared/ui/PageTitle';

export function PdiPage() {
  return (
    <section>
      <PageTitle>PDI Submission</PageTitle>
    </section>
  );
}
