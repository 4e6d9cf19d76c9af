import { PageTitle } from '@portal/shared/ui/PageTitle';

export function DealerPickerPage() {
  return (
    <section>
      <PageTitle>Dealer Portal Access</PageTitle>
    </section>
  );
}
