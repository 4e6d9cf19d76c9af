import { Route, Routes } from 'react-router';
import { DealerPickerPage } from './pages/DealerPickerPage';
import { UsersPage } from './pages/UsersPage';
import { ImportsPage } from './pages/ImportsPage';
import { DeploymentsPage } from './pages/DeploymentsPage';
import { WebhooksPage } from './pages/WebhooksPage';
import { ApiClientsPage } from './pages/ApiClientsPage';

/** The Admin area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<DealerPickerPage />} />
      <Route path="/admin/users" element={<UsersPage />} />
      <Route path="/admin/imports" element={<ImportsPage />} />
      <Route path="/admin/webhooks" element={<WebhooksPage />} />
      <Route path="/admin/api-clients" element={<ApiClientsPage />} />
      <Route path="/admin/deployments" element={<DeploymentsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
