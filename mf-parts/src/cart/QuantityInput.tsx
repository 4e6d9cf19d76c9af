import { useEffect, useState } from 'react';
import { InputNumber, Typography } from '@portal/shared/kit';
import { formatNumber } from '@portal/shared';
import { useT } from '../i18n';

/**
 * A line's quantity, changed in whole packs (the API refuses anything else): the arrows step a
 * pack; the figure is sent when the field is left or Enter pressed (one change at a time, each
 * on the version the last answered), and one that is not a
 * whole number of packs is said, not sent.
 */
export function QuantityInput(props: {
  partNumber: string;
  quantity: number;
  pack: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}) {
  const t = useT();
  const [value, setValue] = useState<number | null>(props.quantity);
  // The cart's figure whenever no change is on its way: one refused because someone else changed
  // the cart first goes back to the cart's (the notice above the cart keeps the refused one).
  useEffect(() => {
    if (!props.busy) setValue(props.quantity);
  }, [props.busy, props.quantity]);
  const wrong = value !== null && value % props.pack !== 0;
  const commit = () => {
    // Not while a change is on its way: the field is disabled then, and a browser blurs a field
    // it disables; that blur sent the refused figure again on the cart's new version, unasked,
    // over another buyer's change the notice was about to show.
    if (props.busy || value === null || wrong || value === props.quantity) return;
    props.onChange(value);
  };
  const hint = `cart-pack-${props.partNumber.replace(/[^\w-]/g, '_')}`;
  return (
    <div>
      <InputNumber
        aria-label={t('cart.quantityOf', { part: props.partNumber })}
        aria-describedby={wrong ? hint : undefined}
        aria-invalid={wrong || undefined}
        status={wrong ? 'error' : undefined}
        min={props.pack}
        step={props.pack}
        precision={0}
        disabled={props.busy}
        value={value}
        onChange={(v) => setValue(v)}
        onBlur={commit}
        onPressEnter={commit}
        style={{ width: 96 }}
      />
      {wrong && (
        <Typography.Text id={hint} type="danger" style={{ display: 'block', fontSize: 13 }}>
          {t('cart.packRule', { pack: formatNumber(props.pack) })}
        </Typography.Text>
      )}
    </div>
  );
}
