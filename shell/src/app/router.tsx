import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { SCREENS, useAuth, type Screen } from '@portal/shared';
import { redirectFor } from './guard';
import { AreaParcel } from './AreaParcel';
import { RouteError } from './RouteError';
import { MainLayout } from '../layout/MainLayout';
import { LoginPage } from '../pages/LoginPage';
import { CallbackPage } from '../pages/CallbackPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { UpdatePasswordPage } from '../pages/UpdatePasswordPage';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

const SHELL_PAGES: Record<string, () => ReactElement> = {
  '/login': LoginPage,
  '/callback': CallbackPage,
  '/unauthorized': UnauthorizedPage,
  '/update-password': UpdatePasswordPage,
  '/home': HomePage,
};

function Guarded({ screen }: { screen: Screen }) {
  const auth = useAuth((s) => s);
  const location = useLocation();
  const to = redirectFor(screen, auth);
  if (to) {
    // Remember where an unauthenticated user was going, to return there after sign-in.
    const from = to === '/login' ? location.pathname + location.search : undefined;
    return <Navigate to={to} replace state={from ? { from } : undefined} />;
  }
  if (screen.area === 'shell') {
    const Page = SHELL_PAGES[screen.path];
    return Page ? <Page /> : <NotFoundPage />;
  }
  // One parcel per area: moving between an area's own screens keeps it mounted (its router follows).
  return <AreaParcel key={screen.area} area={screen.area} />;
}

function screensWith(layout: Screen['layout']) {
  return SCREENS.filter((s) => (s.layout ?? 'main') === layout).map((s) => ({
    path: s.path,
    element: <Guarded screen={s} />,
  }));
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      // The not-authorized page links to these legacy paths (spec 001 §2); they lead somewhere real.
      { path: '/dashboard', element: <Navigate to="/home" replace /> },
      { path: '/help', element: <Navigate to="/help/support" replace /> },
      { path: '/contacts', element: <Navigate to="/resources/contacts" replace /> },
      { element: <Outlet />, children: screensWith('plain') },
      { element: <MainLayout sidebar={false} />, children: screensWith('noSidebar') },
      {
        element: <MainLayout sidebar />,
        children: [...screensWith('main'), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
