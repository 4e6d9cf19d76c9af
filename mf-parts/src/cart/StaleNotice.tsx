import { Alert, Button, Space } from '@portal/shared/kit';
import { formatNumber } from '@portal/shared';
import type { CartChange } from '../api/cartQueries';
import { useT } from '../i18n';

/** A change refused because someone else changed the cart first: the cart below is the one as
 * it is now, and the user's change is named, to apply again on it or to drop. */
export function StaleNotice(props: {
  change: CartChange;
  busy: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const c = props.change;
  const yours =
    c.kind === 'quantity'
      ? t('cart.yourQuantity', { part: c.partNumber, quantity: formatNumber(c.quantity) })
      : c.kind === 'remove'
        ? t('cart.yourRemove', { part: c.partNumber })
        : t('Your change: empty the cart.');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('Someone else changed the cart')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>
            {t('The cart below is as it is now; your change was not made.')} {yours}
          </p>
          <Space wrap>
            <Button type="primary" loading={props.busy} onClick={props.onRetry}>
              {t('Apply my change again')}
            </Button>
            <Button onClick={props.onDismiss}>{t('Keep the cart as it is')}</Button>
          </Space>
        </>
      }
    />
  );
}
