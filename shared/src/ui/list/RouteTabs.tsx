import { useMemo, useRef } from 'react';
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
  // The Segmented is kept while its choices and value are: this renders at each change of the
  // URL (a search keystroke included), and the screen builds its tabs anew at each of its renders.
  const choose = useRef((v: V) => navigate(tabs.find((t) => t.value === v)!.path));
  choose.current = (v) => navigate(tabs.find((t) => t.value === v)!.path);
  const shown = JSON.stringify(tabs.map((t) => [t.value, t.label]));
  return useMemo(
    () => (
      <Segmented
        aria-label={label}
        value={value}
        options={tabs.map((t) => ({ value: t.value, label: t.label }))}
        onChange={(v) => choose.current(v)}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [label, value, shown],
  );
}
