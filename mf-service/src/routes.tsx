import { Route, Routes } from 'react-router';
import { OpenClaimsPage } from './pages/OpenClaimsPage';
import { ClaimsHistoryPage } from './pages/ClaimsHistoryPage';
import { NewClaimPage } from './pages/NewClaimPage';

/** The Service area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/service/open-claims" element={<OpenClaimsPage />} />
      <Route path="/service/claims-history" element={<ClaimsHistoryPage />} />
      <Route path="/service/claims/new" element={<NewClaimPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
