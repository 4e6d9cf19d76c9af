import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@portal/shared/kit';
import { useT } from '../i18n';

/**
 * What the checkout says once an order is placed, kept on Open Orders until the buyer closes it:
 * a toast closed after two seconds, before a buyer who looked away could read the order's number.
 * The checkout hands the number over in the history entry's state; it is kept here once read, as
 * a search typed in the list replaces the entry (and its state) with its own.
 */
export function PlacedNotice() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(() => {
    const handed = (location.state as { placed?: unknown } | null)?.placed;
    return typeof handed === 'string' ? handed : null;
  });
  if (!placed) return null;
  const close = () => {
    setPlaced(null);
    // Closed, it stays closed when the buyer comes back to this entry (back, reload).
    if (location.state) void navigate(location.pathname + location.search, { replace: true });
  };
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      closable={{ 'aria-label': t('Close'), onClose: close }}
      title={t('checkout.placed', { orderNumber: placed })}
      style={{ marginBottom: 12 }}
    />
  );
}
