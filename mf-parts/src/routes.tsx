import { Route, Routes } from 'react-router';
import { OrdersPage } from './pages/OrdersPage';
import { HistoryPage } from './pages/HistoryPage';
import { WarrantyStatementPage } from './pages/WarrantyStatementPage';

/** The Parts area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/parts/orders" element={<OrdersPage />} />
      <Route path="/parts/history" element={<HistoryPage />} />
      <Route path="/parts/warranty-policy" element={<WarrantyStatementPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
