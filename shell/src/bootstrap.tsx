import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { addErrorHandler, patchHistoryApi } from 'single-spa';
import { startDealerFill } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui/PortalProviders';
import { Toaster } from '@portal/shared/ui/Toaster';
import { registerAreas } from './federation/remotes';
import { router } from './app/router';

// Every router on the page (the shell's and each area's) follows pushState through popstate.
patchHistoryApi();
// A parcel error single-spa would otherwise throw uncaught; AreaParcel shows the fallback.
addErrorHandler((err) => console.error('single-spa', err));

async function start() {
  await registerAreas();
  startDealerFill();
  createRoot(document.getElementById('root')!).render(
    <PortalProviders>
      <Toaster />
      <RouterProvider router={router} />
    </PortalProviders>,
  );
}

void start();
