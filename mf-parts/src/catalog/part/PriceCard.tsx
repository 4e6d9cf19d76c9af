import { Descriptions } from '@portal/shared/kit';
import { useMoney } from '@portal/shared/ui/money';
import type { Part } from '../../api/catalog';
import { useT } from '../../i18n';
import { usePricesShown } from '../pricesShown';

/** The list price, and the dealer's net price for those who see it, in the dealer's currency. */
export function PriceCard({ part }: { part: Part }) {
  const t = useT();
  const money = useMoney();
  const shown = usePricesShown();
  const price = (amount: number | null | undefined) =>
    amount == null ? t('Not priced') : money(amount);
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('List Price')}>{price(part.listPrice)}</Descriptions.Item>
      {shown && (
        <Descriptions.Item label={t('Net Price')}>{price(part.netPrice)}</Descriptions.Item>
      )}
    </Descriptions>
  );
}
