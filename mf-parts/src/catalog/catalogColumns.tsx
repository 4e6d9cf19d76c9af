import { Typography } from '@portal/shared/kit';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import type { CatalogHit } from '../api/catalog';
import type { useT } from '../i18n';
import { availabilityWords } from './availability';
import { PartLink } from './partLinks';
import { StatusNote } from './StatusNote';

type T = ReturnType<typeof useT>;

/** The catalogue's columns: part number (a link to its page, with the replacement's note when an
 * old number found it), description, availability in words, and the dealer's net price for those
 * who see prices. The API keeps no sort of its own, so no column offers one. */
export function catalogColumns(
  t: T,
  money: ((amount: number) => string) | null,
): ListColumn<CatalogHit>[] {
  const columns: ListColumn<CatalogHit>[] = [
    {
      key: 'partNumber',
      title: t('Part Number'),
      sortable: false,
      value: (h) => h.partNumber,
      render: (h) => (
        <>
          <PartLink partNumber={h.partNumber} /> <StatusNote status={h.status} />
          {h.replaces && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {t('catalog.replaces', { old: h.replaces[0], chain: h.replaces.join(' → ') })}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'description', title: t('Description'), sortable: false, value: (h) => h.description },
    {
      key: 'availability',
      title: t('Availability'),
      sortable: false,
      value: (h) => availabilityWords(t, h.stock),
    },
  ];
  if (money)
    columns.push({
      key: 'netPrice',
      title: t('Net Price'),
      sortable: false,
      align: 'right',
      value: (h) => h.netPrice ?? null,
      render: (h) => (h.netPrice == null ? t('Not priced') : money(h.netPrice)),
    });
  return columns;
}
