import { Descriptions } from '@portal/shared/kit';
import { stockWords, type Stock } from '../availability';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** Each warehouse's stock in a counter clerk's words. */
export function AvailabilityCard({ stock }: { stock: Stock[] }) {
  const t = useT();
  if (!stock.length) return <Nothing text={t('No warehouse stocks this part')} />;
  return (
    <Descriptions size="small" column={1} bordered>
      {stock.map((s) => (
        <Descriptions.Item key={s.warehouse} label={s.warehouse}>
          {stockWords(t, s)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
