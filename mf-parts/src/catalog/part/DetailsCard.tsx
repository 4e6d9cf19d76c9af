import { Descriptions } from '@portal/shared/kit';
import { formatNumber } from '@portal/shared';
import type { Part } from '../../api/catalog';
import { useT } from '../../i18n';
import { statusText } from '../StatusNote';

/** What the part is: description, unit, pack quantity, weight and status. */
export function DetailsCard({ part }: { part: Part }) {
  const t = useT();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('Description')}>{part.description}</Descriptions.Item>
      <Descriptions.Item label={t('Unit')}>{part.unit}</Descriptions.Item>
      <Descriptions.Item label={t('Pack Quantity')}>
        {formatNumber(part.packQuantity)}
      </Descriptions.Item>
      <Descriptions.Item label={t('Weight')}>
        {part.weightKg == null
          ? t('Not known')
          : t('weight.kg', { kg: formatNumber(part.weightKg) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('Status')}>{statusText(t, part.status)}</Descriptions.Item>
    </Descriptions>
  );
}
