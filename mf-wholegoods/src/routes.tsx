import { Route, Routes } from 'react-router';
import { OrdersPage } from './pages/OrdersPage';
import { HistoryPage } from './pages/HistoryPage';
import { InventoryPage } from './pages/InventoryPage';
import { OrderFormsPage } from './pages/OrderFormsPage';
import { WarrantyPolicyPage } from './pages/WarrantyPolicyPage';
import { MachinePage } from './pages/MachinePage';

/** The Wholegoods area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/wholegoods/orders" element={<OrdersPage />} />
      <Route path="/wholegoods/history" element={<HistoryPage />} />
      <Route path="/wholegoods/my-inventory" element={<InventoryPage />} />
      <Route path="/wholegoods/order-forms" element={<OrderFormsPage />} />
      <Route path="/wholegoods/warranty-policy" element={<WarrantyPolicyPage />} />
      <Route path="/machines/:serial" element={<MachinePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
