import { PartsOrdersScreen } from '../components/PartsOrdersScreen';

export function HistoryPage() {
  return <PartsOrdersScreen tab="history" />;
}
