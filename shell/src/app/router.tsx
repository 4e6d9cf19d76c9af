import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SCREENS, useAuth, type Screen } from '@portal/shared';
import { kitReady } from '@portal/shared/kit';
import { deferred } from './deferred';
import { redirectFor } from './guard';
import { LoginPage } from '../login/LoginPage';

const RouteError = deferred(() => import('./RouteError').then((m) => m.RouteError));
const MainLayout = deferred(() => import('../layout/MainLayout').then((m) => m.MainLayout));
const AreaParcel = deferred(() => import('./AreaParcel').then((m) => m.AreaParcel));
const CallbackPage = deferred(() => import('../pages/CallbackPage').then((m) => m.CallbackPage));
const UnauthorizedPage = deferred(() =>
  import('../pages/UnauthorizedPage').then((m) => m.UnauthorizedPage),
);
// A form: it waits for the kit's later part too (docs/decisions/0065-kit-split-by-route.md).
const UpdatePasswordPage = deferred(() =>
  Promise.all([import('../pages/UpdatePasswordPage'), kitReady()]).then(
    ([m]) => m.UpdatePasswordPage,
  ),
);
const HomePage = deferred(() => import('../pages/HomePage').then((m) => m.HomePage));
const NotFoundPage = deferred(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));

/** The sign-in page reached inside the portal (logout, an expired session, the guard). */
function RoutedLogin() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <LoginPage from={from} onSignedIn={(to) => navigate(to, { replace: true })} />;
}

const SHELL_PAGES: Record<string, ComponentType & { preload?: () => Promise<unknown> }> = {
  '/login': RoutedLogin,
  '/callback': CallbackPage,
  '/unauthorized': UnauthorizedPage,
  '/update-password': UpdatePasswordPage,
  '/home': HomePage,
};

/**
 * The chunks a first page renders in (its layout, its page or the area loader), asked for at
 * start so the first render finds them here and paints the page at once (start.tsx). Settles
 * when they are here; a chunk that failed is asked for again, and reported, when it renders.
 */
export function preloadPage(screen: Screen): Promise<unknown> {
  const chunks = [
    screen.area === 'shell' ? SHELL_PAGES[screen.path]?.preload?.() : AreaParcel.preload(),
  ];
  if ((screen.layout ?? 'main') !== 'plain') chunks.push(MainLayout.preload());
  return Promise.all(chunks).catch(() => undefined);
}

const signInReturn = (l: { pathname: string; search: string }) => l.pathname + l.search;

function Guarded({ screen }: { screen: Screen }) {
  const auth = useAuth((s) => s);
  const location = useLocation();
  const to = redirectFor(screen, auth);
  if (to) {
    // Remember where an unauthenticated user was going, to return there after sign-in.
    const from = to === '/login' ? signInReturn(location) : undefined;
    return <Navigate to={to} replace state={from ? { from } : undefined} />;
  }
  if (screen.area === 'shell') {
    const Page = SHELL_PAGES[screen.path];
    return Page ? <Page /> : <NotFoundPage />;
  }
  // One parcel per area: moving between an area's own screens keeps it mounted (its router follows).
  return <AreaParcel key={screen.area} area={screen.area} />;
}

/**
 * The portal's chrome (top bar, sidebar) is for signed-in users only: a signed-out visitor on any
 * URL under it, a mistyped one included, goes to /login, which remembers where they were going
 * (requirements 000 §2). Signed in, an unknown URL shows the not-found page inside the layout.
 */
function Chrome({ sidebar }: { sidebar: boolean }) {
  const signedIn = useAuth((s) => s.isAuthenticated);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: signInReturn(location) }} />;
  return <MainLayout sidebar={sidebar} />;
}

function screensWith(layout: Screen['layout']) {
  return SCREENS.filter((s) => (s.layout ?? 'main') === layout).map((s) => ({
    path: s.path,
    element: <Guarded screen={s} />,
  }));
}

export const createPortalRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        // The not-authorized page links to these legacy paths (requirements 001 §2); they lead somewhere real.
        { path: '/dashboard', element: <Navigate to="/home" replace /> },
        { path: '/help', element: <Navigate to="/help/support" replace /> },
        { path: '/contacts', element: <Navigate to="/resources/contacts" replace /> },
        { element: <Outlet />, children: screensWith('plain') },
        { element: <Chrome sidebar={false} />, children: screensWith('noSidebar') },
        {
          element: <Chrome sidebar />,
          children: [...screensWith('main'), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
