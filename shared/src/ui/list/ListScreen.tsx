import { useMemo, type Key, type ReactNode } from 'react';
import { PageTitle } from '../PageTitle';
import { ListTable, type ListStateTexts } from './ListTable';
import { RouteTabs, type RouteTab } from './RouteTabs';
import { useList, type ListColumn, type ServerSource } from './useList';

export interface ScreenTab<V extends string> extends RouteTab<V> {
  /** The page heading on this tab (spec texts). */
  title: string;
  /** The CSV export's file name on this tab. */
  csvName: string;
}

export interface ListScreenProps<T, V extends string> {
  tabs: readonly ScreenTab<V>[];
  tab: V;
  /** The tabs' accessible name, e.g. 'Parts orders'. */
  tabsLabel: string;
  /** The data source (a server source from usePageSource). */
  source: ServerSource<T> | undefined;
  /** The tab's columns; rebuilt when the tab changes. */
  columns: (tab: V) => ListColumn<T>[];
  rowKey: (row: T) => Key;
  /** The spec's error text for a failed read, or null. */
  error: (serverError: unknown) => string | null;
  texts: ListStateTexts;
  searchPlaceholder: string;
  expandable?: { render: (row: T) => ReactNode; label?: (row: T) => string };
  /** Beside the tabs: the screen's action button. */
  action?: ReactNode;
  /** Shown above the table (a download's overlay). */
  overlay?: ReactNode;
}

/**
 * The one list screen (issue 23 point 3): a heading per tab, route tabs, and the list kit's table
 * over a data source, configured by columns. The order screens of wholegoods and parts are this
 * screen with their own columns, source and texts.
 */
export function ListScreen<T extends object, V extends string>(p: ListScreenProps<T, V>) {
  const { tab, columns: columnsOf } = p;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(tab), [tab]);
  const list = useList({ columns, source: p.source });
  const current = p.tabs.find((t) => t.value === tab)!;
  return (
    <section>
      <PageTitle>{current.title}</PageTitle>
      {p.overlay}
      <ListTable
        list={list}
        rowKey={p.rowKey}
        error={list.serverError ? p.error(list.serverError) : null}
        texts={p.texts}
        searchPlaceholder={p.searchPlaceholder}
        csvName={current.csvName}
        expandable={p.expandable}
        toolbar={
          <>
            <RouteTabs tabs={p.tabs} value={tab} label={p.tabsLabel} />
            {p.action}
          </>
        }
      />
    </section>
  );
}
