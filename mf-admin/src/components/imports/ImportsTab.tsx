import { Button, Tag, DownloadOutlined } from '@portal/shared/kit';
import { toast } from '@portal/shared';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { downloadImportErrors, fetchImports, type ImportEntry } from '../../api/imports';
import {
  appliedRows,
  changesText,
  IMPORT_TEXTS,
  kindLabel,
  statusLabel,
} from '../../rules/imports';
import { formatUtc, parseUtc } from '../../rules/lastLogin';

const PREFIX = 'imports-';

const STATUS_COLORS: Record<string, string> = {
  applied: 'green',
  refused: 'red',
  failed: 'red',
};

async function download(id: number) {
  try {
    await downloadImportErrors(id);
  } catch {
    toast.error(IMPORT_TEXTS.downloadFailed);
  }
}

const COLUMNS: ListColumn<ImportEntry>[] = [
  {
    key: 'startedAt',
    title: 'When',
    value: (r) => r.startedAt,
    render: (r) => {
      const d = parseUtc(r.startedAt);
      return d ? formatUtc(d, { seconds: true }) : 'Date error';
    },
  },
  { key: 'kind', title: 'Kind', value: (r) => kindLabel(r.kind) },
  { key: 'account', title: 'Service Account', value: (r) => r.account },
  {
    key: 'status',
    title: 'Status',
    value: (r) => statusLabel(r.status),
    render: (r) => <Tag color={STATUS_COLORS[r.status]}>{statusLabel(r.status)}</Tag>,
  },
  { key: 'rowsRead', title: 'Rows', value: (r) => r.rowsRead, align: 'right' },
  { key: 'applied', title: 'Applied', value: appliedRows, align: 'right' },
  { key: 'refused', title: 'Refused', value: (r) => r.refused, align: 'right' },
  { key: 'changes', title: 'Changes', value: changesText, sortable: false },
  {
    key: 'report',
    title: 'Error Report',
    sortable: false,
    value: (r) => (r.problems ? 'CSV' : ''),
    render: (r) =>
      r.problems ? (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`Download the error report of import ${r.id}`}
          onClick={() => void download(r.id)}
        >
          CSV
        </Button>
      ) : null,
  },
];

/** Issue 25 point 7: the import runs, newest first, with their counts and error reports. */
export function ImportsTab() {
  const data = useApiData(() => fetchImports());
  const list = useList<ImportEntry>({
    columns: COLUMNS,
    paramPrefix: PREFIX,
    rows: data.data ?? [],
    defaultSort: { key: 'startedAt', order: 'desc' },
    searchFields: (r) => [kindLabel(r.kind), r.kind, r.account, statusLabel(r.status)],
  });
  return (
    <ListTable
      list={list}
      rowKey={(r) => r.id}
      loading={data.loading}
      error={data.error ? IMPORT_TEXTS.importsFailed : null}
      texts={{ loading: IMPORT_TEXTS.loadingImports, empty: IMPORT_TEXTS.noImports }}
      searchPlaceholder="Search imports..."
      cardTitle="startedAt"
      toolbar={<Button onClick={data.reload}>Refresh</Button>}
    />
  );
}
