import { createAreaLifecycles } from '@portal/shared/ui/area';
import { AreaRoutes } from './routes';

export const { bootstrap, mount, unmount } = createAreaLifecycles('parts', AreaRoutes);
