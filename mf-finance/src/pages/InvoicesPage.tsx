import { useMemo } from 'react';
import { Button, Segmented, Tabs, Typography } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { invoiceJob } from '@portal/shared/ui/download/jobs';
import { invoicePages, type Invoice } from '../api/finance';
import { usd } from '../financeRules';

/** Spec 000 §2 'Finance / Invoices'. */
export function InvoicesPage() {
  const { download, overlay } = useDownload();
  const source = usePageSource(invoicePages);
  const columns = useMemo<ListColumn<Invoice>[]>(
    () => [
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
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Spec 000 §4, §5: Outstanding means status Open, the category narrows further, searched by
  // number and status, newest invoice first (all applied by the API).
  const list = useList({
    columns,
    source,
    filterDefaults: { view: 'outstanding', category: 'all' },
    defaultSort: { key: 'invoiceDate', order: 'desc' },
  });

  if (list.serverError) {
    // Spec 000 §8: a load failure shows the API message or a generic failure in place of the screen.
    return (
      <section>
        <PageTitle>Invoices</PageTitle>
        <Typography.Text type="danger" role="alert">
          {errorMessage(list.serverError, 'Failed to fetch invoices')}
        </Typography.Text>
      </section>
    );
  }
  return (
    <section>
      <PageTitle>Invoices</PageTitle>
      {overlay}
      <Tabs
        activeKey={list.filters.category}
        onChange={(k) => list.setFilter('category', k)}
        items={[
          { key: 'all', label: 'All Categories' },
          { key: 'Parts', label: 'Parts' },
          { key: 'Wholegoods', label: 'Wholegoods' },
        ]}
      />
      <ListTable
        list={list}
        rowKey={(i) => `${i.category}/${i.invoiceNumber}`}
        texts={{ loading: 'Loading invoices...', empty: 'No invoices found' }}
        searchPlaceholder="Search invoices..."
        csvName="invoices.csv"
        toolbar={
          <Segmented
            aria-label="Invoices shown"
            value={list.filters.view}
            onChange={(v) => list.setFilter('view', String(v))}
            options={[
              { value: 'outstanding', label: 'Outstanding' },
              { value: 'all', label: 'All Invoices' },
            ]}
          />
        }
      />
    </section>
  );
}
