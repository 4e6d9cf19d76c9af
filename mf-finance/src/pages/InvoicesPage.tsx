import { Button, Segmented, Tabs } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { invoiceJob } from '@portal/shared/ui/download/jobs';
import { invoicePages, type Invoice } from '../api/finance';
import { usd } from '../financeRules';

const columns = (download: ReturnType<typeof useDownload>['download']): ListColumn<Invoice>[] => [
  {
    key: 'invoiceNumber',
    title: 'Invoice Number',
    value: (i) => i.invoiceNumber,
    render: (i) => (
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => void download(invoiceJob(i.invoiceNumber))}
      >
        {i.invoiceNumber}
      </Button>
    ),
  },
  {
    key: 'invoiceDate',
    title: 'Invoice Date',
    value: (i) => i.invoiceDate,
    render: (i) => usDate(i.invoiceDate),
  },
  {
    key: 'orderDate',
    title: 'Order Date',
    value: (i) => i.orderDate,
    render: (i) => usDate(i.orderDate),
  },
  { key: 'category', title: 'Category', value: (i) => i.category },
  {
    key: 'invoiceAmount',
    title: 'Invoice Amount',
    value: (i) => i.invoiceAmount,
    render: (i) => usd(i.invoiceAmount),
    align: 'right',
  },
  {
    key: 'amountPaid',
    title: 'Amount Paid',
    value: (i) => i.amountPaid,
    render: (i) => usd(i.amountPaid),
    align: 'right',
  },
  { key: 'status', title: 'Status', value: (i) => i.status },
];

/** Spec 000 §2 'Finance / Invoices'. Spec 000 §4, §5: Outstanding means status Open, the category
 * narrows further, searched by number and status, newest invoice first (all applied by the API).
 * Spec 000 §8: a load failure shows the API message or a generic failure in place of the screen. */
export function InvoicesPage() {
  const { download, overlay } = useDownload();
  const source = usePageSource(invoicePages);
  return (
    <ListScreen<Invoice>
      title="Invoices"
      csvName="invoices.csv"
      source={source}
      columns={() => columns(download)}
      listOptions={{
        filterDefaults: { view: 'outstanding', category: 'all' },
        defaultSort: { key: 'invoiceDate', order: 'desc' },
      }}
      rowKey={(i) => `${i.category}/${i.invoiceNumber}`}
      error={(e) => errorMessage(e, 'Failed to fetch invoices')}
      errorReplacesScreen
      texts={{ loading: 'Loading invoices...', empty: 'No invoices found' }}
      searchPlaceholder="Search invoices..."
      overlay={overlay}
      header={(list) => (
        <Tabs
          activeKey={list.filters.category}
          onChange={(k) => list.setFilter('category', k)}
          items={[
            { key: 'all', label: 'All Categories' },
            { key: 'Parts', label: 'Parts' },
            { key: 'Wholegoods', label: 'Wholegoods' },
          ]}
        />
      )}
      action={(list) => (
        <Segmented
          aria-label="Invoices shown"
          value={list.filters.view}
          onChange={(v) => list.setFilter('view', String(v))}
          options={[
            { value: 'outstanding', label: 'Outstanding' },
            { value: 'all', label: 'All Invoices' },
          ]}
        />
      )}
    />
  );
}
