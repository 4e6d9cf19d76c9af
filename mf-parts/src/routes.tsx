import { Route, Routes } from 'react-router';
import { OrdersPage } from './pages/OrdersPage';
import { HistoryPage } from './pages/HistoryPage';
import { WarrantyStatementPage } from './pages/WarrantyStatementPage';
import { CatalogPage } from './pages/CatalogPage';
import { PartPage } from './pages/PartPage';
import { DiagramsPage } from './pages/DiagramsPage';
import { DiagramPage } from './pages/DiagramPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { CartPage } from './pages/CartPage';

/** The Parts area's screens, on full portal paths (the shell decides who reaches them). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/parts/orders" element={<OrdersPage />} />
      <Route path="/parts/history" element={<HistoryPage />} />
      <Route path="/parts/warranty-policy" element={<WarrantyStatementPage />} />
      <Route path="/parts/catalog" element={<CatalogPage />} />
      <Route path="/parts/catalog/diagrams" element={<DiagramsPage />} />
      <Route path="/parts/catalog/diagrams/:diagramId" element={<DiagramPage />} />
      <Route path="/parts/catalog/:partNumber" element={<PartPage />} />
      <Route path="/parts/cart/checkout" element={<CheckoutPage />} />
      <Route path="/parts/cart" element={<CartPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
