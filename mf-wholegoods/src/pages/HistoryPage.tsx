import { OrdersScreen } from '../components/OrdersScreen';

export function HistoryPage() {
  return <OrdersScreen tab="history" />;
}
