import { createAreaLifecycles } from '@portal/shared/ui/area';
import { RewardsPanel } from './components/RewardsPanel';

/** The home page's rewards panel, mounted by the shell as a parcel of its own. */
export const { bootstrap, mount, unmount } = createAreaLifecycles('rewards', RewardsPanel);
