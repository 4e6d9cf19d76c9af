import { PageTitle } from '@portal/shared/ui/PageTitle';

export function TrainingPage() {
  return (
    <section>
      <PageTitle>Training Categories</PageTitle>
    </section>
  );
}
