import { Button } from '@portal/shared/kit';
import { sharedT as t } from '@portal/shared';
import { usDate } from '../../dates';
import { salesOrderJob } from '../download/jobs';
import type { DownloadJob } from '../download/useDownload';
import type { ListColumn } from './useList';

/** 'Order Number': a link that downloads the order's sales order (requirements 000 §2, both order lists). */
export function orderNumberColumn<T extends { orderNumber: string }>(
  download: (job: DownloadJob) => Promise<unknown>,
): ListColumn<T> {
  return {
    key: 'orderNumber',
    // In the page's language when the columns are built (ListScreen rebuilds them on a change).
    title: t('Order Number'),
    value: (o) => o.orderNumber,
    render: (o) => (
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => void download(salesOrderJob(o.orderNumber))}
      >
        {o.orderNumber}
      </Button>
    ),
  };
}

/** A date column shown MM/DD/YYYY; `shown` moves the stored date when the spec says so. */
export function dateColumn<T>(
  key: string,
  title: string,
  value: (row: T) => string | null,
  shown: (d: string | null) => string = usDate,
): ListColumn<T> {
  return { key, title, value, render: (o) => shown(value(o)) };
}
