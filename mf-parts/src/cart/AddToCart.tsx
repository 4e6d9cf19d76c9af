import { useState } from 'react';
import { Button, InputNumber, Space, PlusOutlined } from '@portal/shared/kit';
import { errorMessage, formatNumber, toast } from '@portal/shared';
import { useCartAdd } from '../api/cartQueries';
import { t as tNow, useT } from '../i18n';
import { resultWords, wasAdded } from './resultWords';

/**
 * A quantity and 'Add to cart' for one part, wherever a part is shown (the catalogue's results, a
 * part's page, a diagram's parts). The quantity starts at one pack (the API rounds up to whole
 * packs). A short confirmation (a toast) names the part and the quantity added, or says the line's result
 * when it is not a plain add.
 */
export function AddToCart({
  partNumber,
  pack = 1,
  inList = false,
}: {
  partNumber: string;
  pack?: number;
  /** In a list of parts: the button says 'Add' and its name says which part. */
  inList?: boolean;
}) {
  const t = useT();
  const [quantity, setQuantity] = useState<number | null>(pack);
  const add = useCartAdd(t('No dealer selected'));
  const send = async () => {
    if (!quantity) return;
    try {
      const { results } = await add.mutateAsync({
        kind: 'lines',
        lines: [{ part: partNumber, quantity }],
      });
      const [r] = results;
      if (r.result === 'added')
        toast.success(tNow('cart.added', { part: partNumber, quantity: formatNumber(quantity) }));
      else if (wasAdded(r)) toast(resultWords(tNow, r));
      else toast.error(resultWords(tNow, r));
    } catch (error) {
      toast.error(errorMessage(error, tNow('Failed to add to the cart')));
    }
  };
  // No upper bound here: the contract's constant would bring TypeBox's runtime into the area
  // (decision 0037); the API refuses a quantity over its bound with a 400 naming it, shown.
  return (
    <Space.Compact>
      <InputNumber
        aria-label={t('cart.quantityOf', { part: partNumber })}
        min={1}
        precision={0}
        value={quantity}
        onChange={(v) => setQuantity(v)}
        onPressEnter={() => void send()}
        style={{ width: 72 }}
      />
      <Button
        icon={<PlusOutlined />}
        loading={add.isPending}
        disabled={!quantity}
        aria-label={inList ? t('cart.addPart', { part: partNumber }) : undefined}
        onClick={() => void send()}
      >
        {inList ? t('Add') : t('Add to cart')}
      </Button>
    </Space.Compact>
  );
}
