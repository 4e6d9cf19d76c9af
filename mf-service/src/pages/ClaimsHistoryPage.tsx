import { ClaimsScreen } from '../components/ClaimsScreen';

export function ClaimsHistoryPage() {
  return <ClaimsScreen tab="history" />;
}
