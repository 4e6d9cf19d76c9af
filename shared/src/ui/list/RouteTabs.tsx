import { Segmented } from '@portal/shared/kit';
import { useNavigate } from 'react-router';

export interface RouteTab<V extends string> {
  value: V;
  label: string;
  path: string;
}

/** Tabs whose choices are routes (Open Orders / Order History, Open Claims / Claims History):
 * a choice navigates, so the back button and a shared link keep the tab. */
export function RouteTabs<V extends string>({
  tabs,
  value,
  label,
}: {
  tabs: readonly RouteTab<V>[];
  value: V;
  label: string;
}) {
  const navigate = useNavigate();
  return (
    <Segmented
      aria-label={label}
      value={value}
      options={tabs.map((t) => ({ value: t.value, label: t.label }))}
      onChange={(v) => navigate(tabs.find((t) => t.value === v)!.path)}
    />
  );
}
