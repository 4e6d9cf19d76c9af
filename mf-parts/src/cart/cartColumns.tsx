import { Button, DeleteOutlined } from '@portal/shared/kit';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import type { CartLine } from '../api/cart';
import type { CartChange } from '../api/cartQueries';
import { availabilityWords } from '../catalog/availability';
import { PartLink } from '../catalog/partLinks';
import type { useT } from '../i18n';
import { QuantityInput } from './QuantityInput';

type T = ReturnType<typeof useT>;

/** The cart's columns, for its table (a desktop) and its cards (a phone): the part (a link to its
 * page), its description in the page's language, the quantity in whole packs, the net price, the
 * line's total, the stock in the catalogue's words, and its 'Remove' button. */
export function cartColumns(
  t: T,
  money: (amount: number) => string,
  busy: boolean,
  change: (c: CartChange) => void,
): ListColumn<CartLine>[] {
  const priced = (n: number | null) => (n === null ? t('Not priced') : money(n));
  return [
    {
      key: 'partNumber',
      title: t('Part Number'),
      value: (l) => l.partNumber,
      render: (l) => <PartLink partNumber={l.partNumber} />,
    },
    // Without a title: beside the part number on a phone's card.
    {
      key: 'remove',
      title: '',
      value: () => null,
      render: (l) => (
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={busy}
          aria-label={t('cart.remove', { part: l.partNumber })}
          onClick={() => change({ kind: 'remove', partNumber: l.partNumber })}
        >
          {t('Remove')}
        </Button>
      ),
    },
    { key: 'description', title: t('Description'), value: (l) => l.description },
    {
      key: 'quantity',
      title: t('Quantity'),
      value: (l) => l.quantity,
      render: (l) => (
        <QuantityInput
          partNumber={l.partNumber}
          quantity={l.quantity}
          pack={l.packQuantity}
          busy={busy}
          onChange={(quantity) => change({ kind: 'quantity', partNumber: l.partNumber, quantity })}
        />
      ),
    },
    {
      key: 'netPrice',
      title: t('Net Price'),
      align: 'right',
      value: (l) => l.netPrice,
      render: (l) => priced(l.netPrice),
    },
    {
      key: 'lineTotal',
      title: t('Line Total'),
      align: 'right',
      value: (l) => l.lineTotal,
      render: (l) => priced(l.lineTotal),
    },
    {
      key: 'availability',
      title: t('Availability'),
      value: (l) => availabilityWords(t, l.stock),
    },
  ];
}
