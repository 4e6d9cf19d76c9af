import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Space, Spin, Typography } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useMoney } from '@portal/shared/ui/money';
import { useCart, useCartChange } from '../api/cartQueries';
import { useT } from '../i18n';
import { cartColumns } from './cartColumns';
import { CartLines } from './CartLines';
import { EmptyCart } from './EmptyCart';
import { PasteLines } from './PasteLines';
import { StaleNotice } from './StaleNotice';

export const CHECKOUT_PATH = '/parts/cart/checkout';

/**
 * The dealership's cart (/parts/cart), shared by its buyers: each line's quantity in whole packs,
 * its net price, total and stock; remove a line, empty the cart, the total and 'Check out'; and
 * lines pasted or uploaded. Every change is made on the version shown; when someone else changed
 * the cart first, the cart as it is now is shown with the change to apply again (decision 0130).
 */
export function CartScreen() {
  const t = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const noDealer = t('No dealer selected');
  const cart = useCart(noDealer);
  const changes = useCartChange(noDealer);
  const busy = changes.pending !== null;
  const { change } = changes;
  const columns = useMemo(
    () => cartColumns(t, money, busy, (c) => void change(c)),
    [t, money, busy, change],
  );
  const title = <PageTitle>{t('Parts Cart')}</PageTitle>;
  if (cart.isPending)
    return (
      <section>
        {title}
        <Spin /> {t('Loading the cart...')}
      </section>
    );
  if (cart.error || !cart.data)
    return (
      <section>
        {title}
        <Alert
          type="error"
          showIcon
          title={errorMessage(cart.error, t('Failed to fetch the cart'))}
        />
      </section>
    );
  const { lines, total } = cart.data;
  return (
    <section>
      {title}
      {changes.stale && (
        <StaleNotice
          change={changes.stale}
          busy={busy}
          onRetry={() => void changes.retry()}
          onDismiss={changes.dismiss}
        />
      )}
      {changes.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={errorMessage(changes.error, t('Failed to change the cart'))}
        />
      )}
      {lines.length === 0 ? (
        <p data-testid="cart-empty">
          {t('The cart is empty.')}{' '}
          <Link to="/parts/catalog">{t('Find parts in the catalog')}</Link>
        </p>
      ) : (
        <>
          <Spin spinning={busy}>
            <CartLines lines={lines} columns={columns} />
          </Spin>
          <Space wrap style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="cart-total">
              {t('cart.total', { amount: money(total) })}
            </Typography.Text>
            <Space wrap>
              <EmptyCart busy={busy} onEmpty={() => void change({ kind: 'empty' })} />
              <Button
                type="primary"
                href={CHECKOUT_PATH}
                onClick={(e) => {
                  e.preventDefault();
                  void navigate(CHECKOUT_PATH);
                }}
              >
                {t('Check out')}
              </Button>
            </Space>
          </Space>
        </>
      )}
      <PasteLines />
    </section>
  );
}
