import { createAreaLifecycles } from '@portal/shared/ui/area';
import { RewardsPanel } from './components/RewardsPanel';

/** The home page's rewards panel, mounted by the shell as a parcel of its own. Built from the
 * kit's eager part only (Card, Tooltip), so it paints without waiting for the kit's later part. */
export const { bootstrap, mount, unmount } = createAreaLifecycles('rewards', RewardsPanel, {
  kit: 'eager',
});
