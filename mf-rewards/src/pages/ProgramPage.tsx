import { PageTitle } from '@portal/shared/ui/PageTitle';

export function ProgramPage() {
  return (
    <section>
      <PageTitle>Rewards Program</PageTitle>
    </section>
  );
}
