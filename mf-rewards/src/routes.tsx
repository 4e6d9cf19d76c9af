import { Route, Routes } from 'react-router';
import { StatusPage } from './pages/StatusPage';
import { ProgramPage } from './pages/ProgramPage';

/** The Dealer Rewards area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/rewards/status" element={<StatusPage />} />
      <Route path="/rewards/program" element={<ProgramPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
