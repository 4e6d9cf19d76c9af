import { Link } from 'react-router';
import { Descriptions, Typography } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { salesOrderJob } from '@portal/shared/ui/download/jobs';
import type { DownloadJob } from '@portal/shared/ui/download/useDownload';
import type { Machine } from '../machineTexts';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';
import { PdfLink } from './PdfLink';

/** The wholegoods order that sold the machine: the line with its serial, else the order its
 * stock unit names (decision 0098), so this card never denies an order another card shows. */
export function OrderCard({
  m,
  download,
}: {
  m: Machine;
  download: (job: DownloadJob) => unknown;
}) {
  const t = useT();
  const o = m.order;
  const named = m.stock?.salesOrderNo;
  if (!o && named)
    return (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('Order Number')}>{named}</Descriptions.Item>
        <Descriptions.Item label={t('Source')}>
          {t('machine.orderNamedOnly', { order: named })}
        </Descriptions.Item>
      </Descriptions>
    );
  if (!o) return <Nothing text={t('No wholegoods order with this serial number')} />;
  return (
    <>
      {o.foundBy === 'stockUnit' && (
        <Typography.Paragraph data-testid="order-source">
          {t('machine.orderFromStock', { order: o.orderNumber })}
        </Typography.Paragraph>
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('Order Number')}>
          <PdfLink label={o.orderNumber} onClick={() => download(salesOrderJob(o.orderNumber))} />
        </Descriptions.Item>
        <Descriptions.Item label={t('Status')}>
          {o.scheduleStatus ? t(o.scheduleStatus) : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('Order Date')}>{usDate(o.orderedDate)}</Descriptions.Item>
        <Descriptions.Item label={t('Estimated Ship Date')}>
          {usDate(o.promisedDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Completed')}>{usDate(o.completedDate)}</Descriptions.Item>
        <Descriptions.Item label={t('Dealer PO')}>{o.customerPoNumber}</Descriptions.Item>
        <Descriptions.Item label={t('List')}>
          <Link
            to={`/wholegoods/${o.list === 'history' ? 'history' : 'orders'}?q=${encodeURIComponent(o.orderNumber)}`}
          >
            {o.list === 'history' ? t('Order History') : t('Open Orders')}
          </Link>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
