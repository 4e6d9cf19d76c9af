import { Button, Segmented, Tabs } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage, useAuth, useLanguage } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { invoiceJob } from '@portal/shared/ui/download/jobs';
import { useMoney } from '@portal/shared/ui/money';
import { invoicePages, type Invoice } from '../api/finance';
import { useT } from '../i18n';

const columns = (
  download: ReturnType<typeof useDownload>['download'],
  t: ReturnType<typeof useT>,
  money: ReturnType<typeof useMoney>,
): ListColumn<Invoice>[] => [
  {
    key: 'invoiceNumber',
    title: t('Invoice Number'),
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
    title: t('Invoice Date'),
    value: (i) => i.invoiceDate,
    render: (i) => usDate(i.invoiceDate),
  },
  {
    key: 'orderDate',
    title: t('Order Date'),
    value: (i) => i.orderDate,
    render: (i) => usDate(i.orderDate),
  },
  // Category and status are a fixed vocabulary (INVOICE_WORDS).
  { key: 'category', title: t('Category'), value: (i) => i.category, render: (i) => t(i.category) },
  {
    key: 'invoiceAmount',
    title: t('Invoice Amount'),
    value: (i) => i.invoiceAmount,
    render: (i) => money(i.invoiceAmount),
    align: 'right',
  },
  {
    key: 'amountPaid',
    title: t('Amount Paid'),
    value: (i) => i.amountPaid,
    render: (i) => money(i.amountPaid),
    align: 'right',
  },
  { key: 'status', title: t('Status'), value: (i) => i.status, render: (i) => t(i.status) },
];

/** Requirements 000 §2 'Finance / Invoices'. Requirements 000 §4, §5: Outstanding means status Open, the category
 * narrows further, searched by number and status, newest invoice first (all applied by the API).
 * Requirements 000 §8: a load failure shows the API message or a generic failure in place of the screen. */
export function InvoicesPage() {
  const t = useT();
  const language = useLanguage();
  const currency = useAuth((s) => s.currency);
  const money = useMoney();
  const { download, overlay } = useDownload();
  const source = usePageSource(invoicePages);
  return (
    <ListScreen<Invoice>
      // The list builds its columns once: a new language or dealer currency builds them again.
      key={`${language} ${currency ?? ''}`}
      title={t('Invoices')}
      csvName="invoices.csv"
      source={source}
      columns={() => columns(download, t, money)}
      listOptions={{
        filterDefaults: { view: 'outstanding', category: 'all' },
        defaultSort: { key: 'invoiceDate', order: 'desc' },
      }}
      rowKey={(i) => `${i.category}/${i.invoiceNumber}`}
      error={(e) => errorMessage(e, t('Failed to fetch invoices'))}
      errorReplacesScreen
      texts={{ loading: t('Loading invoices...'), empty: t('No invoices found') }}
      searchPlaceholder={t('Search invoices...')}
      overlay={overlay}
      header={(list) => (
        <Tabs
          activeKey={list.filters.category}
          onChange={(k) => list.setFilter('category', k)}
          items={[
            { key: 'all', label: t('All Categories') },
            { key: 'Parts', label: t('Parts') },
            { key: 'Wholegoods', label: t('Wholegoods') },
          ]}
        />
      )}
      action={(list) => (
        <Segmented
          aria-label={t('Invoices shown')}
          value={list.filters.view}
          onChange={(v) => list.setFilter('view', String(v))}
          options={[
            { value: 'outstanding', label: t('Outstanding') },
            { value: 'all', label: t('All Invoices') },
          ]}
        />
      )}
    />
  );
}
