import { Alert, Button } from '@portal/shared/kit';
import { useMoney } from '@portal/shared/ui/money';
import type { Change } from '../api/checkout';
import { useT } from '../i18n';

/** What changed since the buyer saw the cart (a 409): each change old → new, and the button
 * that accepts them and places the order again. */
export function ChangesAlert({
  changes,
  onAccept,
  busy,
}: {
  changes: Change[];
  onAccept: () => void;
  busy: boolean;
}) {
  const t = useT();
  const money = useMoney();
  const price = (n: number | null) => (n === null ? t('Not priced') : money(n));
  const line = (c: Change) => {
    const part = c.partNumber;
    switch (c.what) {
      case 'price':
        return t('checkout.change.price', { part, old: price(c.old), new: price(c.new) });
      case 'stock':
        return t('checkout.change.stock', { part, old: c.old ?? 0, new: c.new ?? 0 });
      case 'quantity':
        return t('checkout.change.quantity', { part, old: c.old ?? 0, new: c.new ?? 0 });
      case 'added':
        return t('checkout.change.added', { part, new: c.new ?? 0 });
      default:
        return t('checkout.change.removed', { part });
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t(
        'The price or stock changed since you opened the cart. Review the changes, then accept them to place the order.',
      )}
      description={
        <>
          <ul data-testid="checkout-changes" style={{ margin: '8px 0', paddingInlineStart: 20 }}>
            {changes.map((c) => (
              <li key={`${c.partNumber}:${c.what}`}>{line(c)}</li>
            ))}
          </ul>
          {/* Under the list, not beside it: the alert stays one column wide on a phone. */}
          <Button type="primary" onClick={onAccept} loading={busy}>
            {t('Accept changes')}
          </Button>
        </>
      }
    />
  );
}
