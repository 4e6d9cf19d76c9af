import { Table, Typography } from '@portal/shared/kit';
import { useMoney } from '@portal/shared/ui/money';
import type { Cart, CartLine } from '../api/cart';
import { useT } from '../i18n';

/** The cart's lines as they will be ordered, read-only, and the total. On a phone the
 * description goes under the part number, so four narrow columns fit 375 px. */
export function CartLines({ cart }: { cart: Cart }) {
  const t = useT();
  const money = useMoney();
  const price = (n: number | null) => (n === null ? t('Not priced') : money(n));
  return (
    <Table<CartLine>
      size="small"
      rowKey="partNumber"
      pagination={false}
      dataSource={cart.lines}
      aria-label={t('Order lines')}
      columns={[
        {
          title: t('Part'),
          key: 'part',
          render: (_, l) => (
            <>
              <Typography.Text strong>{l.partNumber}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{l.description}</Typography.Text>
            </>
          ),
        },
        { title: t('Quantity'), dataIndex: 'quantity', align: 'right' },
        {
          title: t('Net Price'),
          key: 'price',
          align: 'right',
          render: (_, l) => price(l.netPrice),
        },
        {
          title: t('Line total'),
          key: 'total',
          align: 'right',
          render: (_, l) => price(l.lineTotal),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>{t('Total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong data-testid="checkout-total">
              {money(cart.total)}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
