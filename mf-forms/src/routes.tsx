import { Route, Routes } from 'react-router';
import { PdiPage } from './pages/PdiPage';
import { WarrantyRegistrationPage } from './pages/WarrantyRegistrationPage';

/** The Forms area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/wholegoods/submit-pdi" element={<PdiPage />} />
      <Route path="/wholegoods/submit-warranty" element={<WarrantyRegistrationPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
