import { Route, Routes } from 'react-router';
import { InvoicesPage } from './pages/InvoicesPage';
import { StatementsPage } from './pages/StatementsPage';

/** The Finance area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/finance/invoices" element={<InvoicesPage />} />
      <Route path="/finance/statements" element={<StatementsPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
