import { ClaimsScreen } from '../components/ClaimsScreen';

export function OpenClaimsPage() {
  return <ClaimsScreen tab="open" />;
}
