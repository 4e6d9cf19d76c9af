import { Descriptions } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { invoiceJob } from '@portal/shared/ui/download/jobs';
import type { DownloadJob } from '@portal/shared/ui/download/useDownload';
import { useMoney } from '@portal/shared/ui/money';
import type { Machine } from '../machineTexts';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';
import { PdfLink } from './PdfLink';

/** The order's invoice (finance: the API leaves it out for a DealerViewer). */
export function InvoiceCard({
  invoice,
  download,
}: {
  invoice: NonNullable<Machine['invoice']> | null;
  download: (job: DownloadJob) => unknown;
}) {
  const t = useT();
  const money = useMoney();
  const amount = (n: number | null | undefined) => (n == null ? '' : money(n));
  if (!invoice) return <Nothing text={t('Not invoiced yet')} />;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('Invoice Number')}>
        <PdfLink
          label={invoice.invoiceNumber}
          onClick={() => download(invoiceJob(invoice.invoiceNumber))}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('Invoice Date')}>{usDate(invoice.invoiceDate)}</Descriptions.Item>
      <Descriptions.Item label={t('Amount')}>{amount(invoice.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('Paid')}>{amount(invoice.amountPaid)}</Descriptions.Item>
      <Descriptions.Item label={t('Status')}>
        {invoice.status ? t(invoice.status) : ''}
      </Descriptions.Item>
    </Descriptions>
  );
}
