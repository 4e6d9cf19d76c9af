import { Descriptions } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import type { Machine } from '../machineTexts';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** The machine as a unit of the dealer's inventory. */
export function StockCard({ stock }: { stock: Machine['stock'] }) {
  const t = useT();
  if (!stock) return <Nothing text={t('Not in the dealer inventory')} />;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('Status')}>
        {stock.status ? t(stock.status) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('Location')}>{stock.location}</Descriptions.Item>
      <Descriptions.Item label={t('Manufacture Date')}>
        {usDate(stock.manufactureDate)}
      </Descriptions.Item>
      <Descriptions.Item label={t('Age (d)')}>{stock.ageDays ?? ''}</Descriptions.Item>
      <Descriptions.Item label={t('Order Number')}>{stock.salesOrderNo}</Descriptions.Item>
    </Descriptions>
  );
}
