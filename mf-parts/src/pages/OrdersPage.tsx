import { PartsOrdersScreen } from '../components/PartsOrdersScreen';

export function OrdersPage() {
  return <PartsOrdersScreen tab="open" />;
}
