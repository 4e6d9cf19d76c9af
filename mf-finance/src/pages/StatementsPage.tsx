import { Button, FilePdfOutlined } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { statementJob } from '@portal/shared/ui/download/jobs';
import { useStatements } from '../api/financeQueries';
import { longDate, type Statement } from '../financeRules';
import { useT } from '../i18n';

/** Requirements 001 §2 'Recent Statements'. A failed list or download is only logged (requirements 001 §8). */
export function StatementsPage() {
  const t = useT();
  const dealerCode = useAuth((s) => s.dealerCode);
  const { download, overlay } = useDownload();
  const data = useStatements(dealerCode);
  const columns: ListColumn<Statement>[] = [
    {
      key: 'fileName',
      title: t('File Name'),
      value: (s) => s.fileName,
      render: (s) => (
        <Button
          type="link"
          icon={<FilePdfOutlined />}
          style={{ padding: 0 }}
          onClick={() => void download(statementJob(s.fileName))}
        >
          {s.fileName}
        </Button>
      ),
    },
    { key: 'date', title: t('Date'), value: (s) => s.date, render: (s) => longDate(s.date) },
  ];
  const list = useList({
    columns,
    rows: data.data ?? [],
    searchFields: (s) => [s.fileName, longDate(s.date)],
    pageSizes: [25, 50, 100],
    defaultSort: { key: 'date', order: 'desc' },
  });
  return (
    <section>
      <PageTitle>{t('Recent Statements')}</PageTitle>
      {overlay}
      <ListTable
        list={list}
        rowKey={(s) => s.fileName}
        loading={data.isPending}
        texts={{ loading: t('Loading statements...'), empty: t('No statements found.') }}
        searchPlaceholder={t('Search statements...')}
      />
    </section>
  );
}
