import { Select } from '@portal/shared/kit';
import type { DealerOption } from '../api/resources';
import { useDealerOptions } from '../api/resourcesQueries';
import { useT } from '../i18n';

/**
 * The support form's dealer, for staff with no dealer chosen: a request may be about
 * no dealer (left empty) or about a dealer picked here, found by code or name. Without the list
 * (it failed to load) the request can still be sent about no dealer.
 */
export function SupportDealerField(props: {
  id: string;
  value: string;
  onChange: (dealer: DealerOption | null) => void;
}) {
  const t = useT();
  const options = useDealerOptions().data ?? null;
  return (
    <Select
      id={props.id}
      aria-label={t('Dealer')}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={options === null}
      placeholder={t('No dealer (a general request)')}
      value={props.value || undefined}
      onChange={(id?: string) => props.onChange(options?.find((o) => o.id === id) ?? null)}
      options={(options ?? []).map((o) => ({ value: o.id, label: `${o.code} - ${o.name}` }))}
    />
  );
}
