import { Typography } from '@portal/shared/kit';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import type { CatalogHit } from '../api/catalog';
import type { useT } from '../i18n';
import { AddToCart } from '../cart/AddToCart';
import { availabilityWords } from './availability';
import { PartLink } from './partLinks';
import { StatusNote } from './StatusNote';

type T = ReturnType<typeof useT>;

/** The catalogue's columns: part number (a link to its page, with the replacement's note when an
 * old number found it), description, availability in words, and the dealer's net price for those
 * who see prices, and 'Add to cart' for those who have a cart. The API keeps no sort of its own, so no column offers one. */
export function catalogColumns(
  t: T,
  money: ((amount: number) => string) | null,
  cart: boolean,
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
  // A quantity and 'Add' for those who have the dealership's cart (decision 0130); an obsolete
  // part cannot be ordered, so it has none.
  if (cart)
    columns.push({
      key: 'add',
      title: t('Add to cart'),
      sortable: false,
      value: () => null,
      render: (h) =>
        h.status === 'obsolete' ? null : (
          <AddToCart partNumber={h.partNumber} pack={h.packQuantity} inList />
        ),
    });
  return columns;
}
