import { OrdersScreen } from '../components/OrdersScreen';

export function OrdersPage() {
  return <OrdersScreen tab="open" />;
}
