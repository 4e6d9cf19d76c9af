import { PageTitle } from '@portal/shared/ui/PageTitle';
import { AreaParcel } from '../app/AreaParcel';

/** Spec 000 §2 'Home page'. The rewards panel is the rewards area's, mounted through federation. */
export function HomePage() {
  return (
    <div>
      <PageTitle>Welcome to the Dealer Portal</PageTitle>
      <section aria-label="Rewards Status">
        <AreaParcel area="rewards" module="rewardsPanel" />
      </section>
    </div>
  );
}
