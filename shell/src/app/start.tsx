import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { addErrorHandler, patchHistoryApi } from 'single-spa';
import { languageReady, startDealerFill } from '@portal/shared';
import { kitReady, PortalProviders } from '@portal/shared/kit';
import { Toaster } from '@portal/shared/ui/Toaster';
import { firstPageArea, shownScreen } from '../federation/firstArea';
import { registerAreas, startArea } from '../federation/remotes';
import { startRealUserReports } from '../reporting/realUsers';
import { createPortalRouter, preloadPage } from './router';
import { firstReadsCached } from './firstPage';

let started = false;

/** The whole portal: layout, route table and guards, the areas. Loaded after the sign-in page
 * when a visit starts there (bootstrap.tsx), or at once on any other address. */
export async function startPortal(root: Root) {
  if (started) return;
  started = true;
  // Every router on the page (the shell's and each area's) follows pushState through popstate.
  patchHistoryApi();
  // A parcel error single-spa would otherwise throw uncaught; AreaParcel shows the fallback.
  addErrorHandler((err) => console.error('single-spa', err));
  // Not awaited: the layout renders while remotes.json is read; areas wait for it (remotes.ts).
  // A failed read is reported by the area load that needed it, with its step.
  registerAreas().catch(() => undefined);
  // The first page's own chunks and its area's module (an area's screen, /home's rewards panel)
  // are loaded now, beside the kit's, rather than each once the one before has rendered; the
  // area's code runs between the layout's render slices. A page the guard sends
  // elsewhere fetches none of its code.
  const home = window.location.pathname === '/home';
  const shown = shownScreen(window.location.pathname);
  const area = firstPageArea(shown);
  if (area) startArea(area.area, area.module, area.kit);
  const page = shown && preloadPage(shown);
  // Any other first page is an area's or a form's: it needs the kit's later part (tables, forms),
  // so it is loaded and run before the first paint, as the whole kit was; run after, it would be
  // one more long task between the layout's paint and the area's. /home paints without it
  // (docs/decisions/0065). Should it fail, the area's own load asks again and says so.
  const kit = home ? undefined : kitReady().catch(() => undefined);
  startDealerFill();
  startRealUserReports();
  // A page opened in French waits for the French catalogs and antd's locale (nothing in English);
  // every page for its early reads to be in the query cache (their code is the layout's too).
  await Promise.all([languageReady(), kit, page, firstReadsCached()]);
  // A transition: React renders the layout in slices, giving the browser its turn between them
  // (the area's files arriving, for one), instead of one task of 200-450 ms.
  startTransition(() =>
    root.render(
      <PortalProviders>
        <Toaster />
        <RouterProvider router={createPortalRouter()} />
      </PortalProviders>,
    ),
  );
}
