import { useMemo } from 'react';
import { Button, Tag, Typography, DownloadOutlined } from '@portal/shared/kit';
import { toast } from '@portal/shared';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { downloadImportErrors, type ImportEntry } from '../../api/imports';
import { useImports } from '../../api/importsQueries';
import {
  appliedRows,
  changesText,
  IMPORT_TEXTS,
  kindLabel,
  statusLabel,
} from '../../rules/imports';
import { formatUtc, parseUtc } from '../../rules/lastLogin';
import { t as tNow, useT } from '../../i18n';

const PREFIX = 'imports-';

const STATUS_COLORS: Record<string, string> = {
  running: 'blue',
  interrupted: 'orange',
  applied: 'green',
  refused: 'red',
  failed: 'red',
};

async function download(id: number) {
  try {
    await downloadImportErrors(id);
  } catch {
    toast.error(tNow(IMPORT_TEXTS.downloadFailed));
  }
}

const columnsIn = (t: ReturnType<typeof useT>): ListColumn<ImportEntry>[] => [
  {
    key: 'startedAt',
    title: t('When'),
    value: (r) => r.startedAt,
    render: (r) => {
      const d = parseUtc(r.startedAt);
      return d ? formatUtc(d, { seconds: true }) : t('Date error');
    },
  },
  { key: 'kind', title: t('Kind'), value: (r) => kindLabel(r.kind) },
  { key: 'account', title: t('Service Account'), value: (r) => r.account },
  {
    key: 'status',
    title: t('Status'),
    value: (r) => statusLabel(r.status),
    render: (r) => <Tag color={STATUS_COLORS[r.status]}>{statusLabel(r.status)}</Tag>,
  },
  { key: 'rowsRead', title: t('Rows'), value: (r) => r.rowsRead, align: 'right' },
  { key: 'applied', title: t('imports.applied'), value: appliedRows, align: 'right' },
  { key: 'refused', title: t('imports.refused'), value: (r) => r.refused, align: 'right' },
  { key: 'changes', title: t('Changes'), value: changesText, sortable: false },
  {
    key: 'report',
    title: t('Error Report'),
    sortable: false,
    value: (r) => (r.problems ? 'CSV' : ''),
    render: (r) =>
      r.problems ? (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={t('imports.download', { id: r.id })}
          onClick={() => void download(r.id)}
        >
          CSV
        </Button>
      ) : null,
  },
];

/** The import runs, newest first, with their counts and error reports. */
export function ImportsTab() {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const data = useImports();
  const list = useList<ImportEntry>({
    columns,
    paramPrefix: PREFIX,
    rows: data.data ?? [],
    defaultSort: { key: 'startedAt', order: 'desc' },
    searchFields: (r) => [kindLabel(r.kind), r.kind, r.account, statusLabel(r.status)],
  });
  return (
    <>
      <Typography.Paragraph type="secondary">{t(IMPORT_TEXTS.answerNote)}</Typography.Paragraph>
      <ListTable
        list={list}
        rowKey={(r) => r.id}
        loading={data.isPending}
        error={data.error ? t(IMPORT_TEXTS.importsFailed) : null}
        texts={{ loading: t(IMPORT_TEXTS.loadingImports), empty: t(IMPORT_TEXTS.noImports) }}
        searchPlaceholder={t('Search imports...')}
        cardTitle="startedAt"
        toolbar={<Button onClick={() => void data.refetch()}>{t('Refresh')}</Button>}
      />
    </>
  );
}
