import { useMemo, useState } from 'react';
import { App, Button, Spin, FilePdfOutlined } from '@portal/shared/kit';
import { errorMessage, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ResponsiveTabs } from '@portal/shared/ui/ResponsiveTabs';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { saveBlob } from '@portal/shared/ui/download/saveBlob';
import { signedFileUrl } from '@portal/shared/ui/download/signedLink';
import {
  documentBlobPath,
  fetchDocument,
  libraryCategories,
  toLibraryDocs,
  type LibraryDoc,
} from '../api/resources';
import { useLibrary } from '../api/resourcesQueries';
import { BASE_TABS, currentTab, isBaseTab, libraryTabs, shortDate } from '../rules/documents';
import { LazyThumbnail } from '../components/LazyThumbnail';
import { t as tNow, useT } from '../i18n';

/** Requirements 001 §2 'Document Library': category tabs, search, a table with lazy thumbnails,
 * 25/50/100 per page, 'No documents found.', and download. */
export function DocumentsPage() {
  const t = useT();
  const currency = useAuth((s) => s.currency);
  const division = useAuth((s) => s.division);
  const noDealer = useAuth((s) => s.selectedDealer == null);
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const data = useLibrary();
  const docs = useMemo(() => toLibraryDocs(data.data), [data.data]);
  const tabs = useMemo(
    () => libraryTabs(libraryCategories(data.data), noDealer ? null : { currency, division }),
    [data.data, currency, division, noDealer],
  );

  async function open(doc: LibraryDoc) {
    setBusy(doc.id);
    try {
      saveBlob(await fetchDocument(doc), doc.name);
    } catch {
      // Requirements 001 §2: when the direct fetch fails, a new tab opens on the file. The tab carries
      // no bearer token: it opens a short-lived link the API signed for this user and file.
      const url = await newTabUrl(doc).catch(() => null);
      const tab = url ? window.open(url, '_blank', 'noopener') : null;
      if (!tab) modal.error({ title: tNow('documents.downloadFailed', { name: doc.name }) });
    } finally {
      setBusy(null);
    }
  }

  const columns: ListColumn<LibraryDoc>[] = [
    {
      key: 'thumbnail',
      title: t('Preview'),
      sortable: false,
      value: () => null,
      width: 80,
      render: (d) => <LazyThumbnail category={d.category} name={d.name} />,
    },
    {
      key: 'name',
      title: t('Name'),
      value: (d) => d.name,
      render: (d) => (
        <Button
          type="link"
          icon={busy === d.id ? <Spin size="small" /> : <FilePdfOutlined />}
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          onClick={() => void open(d)}
          disabled={busy === d.id}
        >
          {d.name}
        </Button>
      ),
    },
    {
      key: 'lastModified',
      title: t('Last Modified'),
      value: (d) => d.lastModified,
      render: (d) => shortDate(d.lastModified),
    },
  ];
  const list = useList({
    columns,
    rows: docs,
    searchFields: (d) => [d.name, shortDate(d.lastModified)],
    filterDefaults: { tab: BASE_TABS[0] },
    filter: (d, f) => d.category === currentTab(f.tab, tabs),
    pageSizes: [25, 50, 100],
    defaultSort: { key: 'name', order: 'asc' },
  });
  const tab = currentTab(list.filters.tab, tabs);

  return (
    <section>
      <PageTitle>{t('Document Library')}</PageTitle>
      <ResponsiveTabs
        label={t('Document categories')}
        activeKey={tab}
        onChange={(t) => list.setFilter('tab', t)}
        // The five base tabs are the portal's words; the server's own categories are data.
        items={tabs.map((c) => ({ key: c, label: isBaseTab(c) ? t(c) : c }))}
      />
      <ListTable
        list={list}
        rowKey={(d) => d.id}
        loading={data.isPending}
        error={
          data.error
            ? errorMessage(data.error, t('The document library could not be loaded.'))
            : null
        }
        texts={{ loading: t('Loading documents...'), empty: t('No documents found.') }}
        searchPlaceholder={t('Search documents...')}
      />
    </section>
  );
}

/** Where the new tab goes: an absolute address as it is, a stored file by a signed link. */
async function newTabUrl(doc: LibraryDoc): Promise<string | null> {
  if (/^https?:\/\//i.test(doc.path)) return doc.path;
  const path = documentBlobPath(doc);
  return path ? signedFileUrl(path) : null;
}
