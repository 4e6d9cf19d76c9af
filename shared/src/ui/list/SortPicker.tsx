import { Select } from '@portal/shared/kit';
import { useSharedT } from '@portal/shared';
import type { ListState } from './useList';

/**
 * The phone's stand-in for sortable column headers: one choice per sortable column and
 * direction. The table's header rule (first click descending, then toggling) needs headers to
 * click; a picker says the direction outright.
 */
export function SortPicker<T>({ list }: { list: ListState<T> }) {
  const t = useSharedT();
  const options = list.columns
    .filter((c) => c.sortable !== false && c.title)
    .flatMap((c) => [
      { value: `${c.key}:asc`, label: t('list.ascending', { column: c.title }) },
      { value: `${c.key}:desc`, label: t('list.descending', { column: c.title }) },
    ]);
  if (options.length === 0) return null;
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
      <span style={{ whiteSpace: 'nowrap' }}>{t('Sort by')}</span>
      <Select
        aria-label={t('Sort by')}
        size="small"
        placeholder={t('Default order')}
        value={list.sort ? `${list.sort.key}:${list.sort.order}` : undefined}
        onChange={(v: string) => {
          const [key, order] = v.split(':');
          list.setSort(key, order === 'asc' ? 'asc' : 'desc');
        }}
        options={options}
        style={{ flex: 1, minWidth: 0 }}
      />
    </label>
  );
}
