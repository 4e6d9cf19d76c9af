import { Link } from 'react-router';
import { Alert, Button, Space, Typography } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { useCartAdd } from '../api/cartQueries';
import { useT } from '../i18n';
import { CART_PATH } from './CartLink';
import { useHasCart } from './cartAudience';
import { LineResults } from './LineResults';

/** 'Re-order' on a past parts order: its lines go into the cart in one click (a part since
 * superseded as its replacement), and each line's result is shown with the way to the cart. */
export function Reorder({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const has = useHasCart();
  const add = useCartAdd(t('No dealer selected'));
  if (!has || !orderNumber) return null;
  return (
    <div style={{ marginBottom: 8 }}>
      <Button
        size="small"
        loading={add.isPending}
        aria-label={t('cart.reorder', { orderNumber })}
        onClick={() => add.mutate({ kind: 'reorder', salesOrderNo: orderNumber })}
      >
        {t('Re-order')}
      </Button>
      {add.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          title={errorMessage(add.error, t('Failed to add to the cart'))}
        />
      )}
      {add.data && (
        <div role="status" style={{ marginTop: 8 }}>
          <Space wrap>
            <Typography.Text strong>
              {t('cart.results', { n: add.data.results.length })}
            </Typography.Text>
            <Link to={CART_PATH}>{t('Go to the cart')}</Link>
          </Space>
          <LineResults
            results={add.data.results}
            label={t('cart.reorderResults', { orderNumber })}
          />
        </div>
      )}
    </div>
  );
}
