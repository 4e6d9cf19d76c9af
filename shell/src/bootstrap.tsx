import { createRoot } from 'react-dom/client';
import { languageReady } from '@portal/shared';
import { loadKitStylesheet } from '@portal/shared/ui/kitStylesheet';
import { startFirstPage } from './app/firstPage';
import { LoginPage } from './login/LoginPage';

const root = createRoot(document.getElementById('root')!);
// The kit's stylesheets are asked for beside the portal's code, not once the kit has run (the
// kit waits for the same <link>): the eager one always, the later one where the first page is
// an area's or a form (docs/decisions/0067). So are the first page's reads and its area's manifest
// (app/firstPage.ts).
const loadPortal = () => {
  const first = window.location.pathname;
  void loadKitStylesheet('eager');
  if (first !== '/home' && first !== '/login') void loadKitStylesheet('later');
  startFirstPage(first, window.location.search);
  return import(/* webpackChunkName: "portal-start" */ './app/start');
};

// A visit that starts on the sign-in page shows it from this chunk alone (React, the portal's
// runtime and the form); the rest of the portal loads once the user starts typing, and
// starts at the landing page after sign-in. Any other address starts the whole portal at once.
const path = window.location.pathname;
// A page opened in French shows it at once, never a flash of English (nothing waits in English).
void languageReady().then(() => start());

function start() {
  if (path === '/' || path === '/login') {
    // Requirements 000 §2: '/ redirects to /login'.
    if (path === '/') window.history.replaceState(window.history.state, '', '/login');
    // The guard's remembered origin (react-router keeps navigation state under `usr`).
    const from = (window.history.state as { usr?: { from?: string } } | null)?.usr?.from;
    // Moving through history to another page of the portal starts the whole portal there.
    const leave = () => {
      if (window.location.pathname === '/login') return;
      window.removeEventListener('popstate', leave);
      void loadPortal().then((m) => m.startPortal(root));
    };
    window.addEventListener('popstate', leave);
    root.render(
      <LoginPage
        from={from}
        onFirstInput={() => void loadPortal()}
        onSignedIn={(to) => {
          window.removeEventListener('popstate', leave);
          window.history.replaceState(null, '', to);
          void loadPortal().then((m) => m.startPortal(root));
        }}
      />,
    );
  } else void loadPortal().then((m) => m.startPortal(root));
}
