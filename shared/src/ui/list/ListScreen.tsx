import { useMemo, type Key, type ReactNode } from 'react';
import { Typography } from '@portal/shared/kit';
import { useLanguage } from '@portal/shared';
import { PageTitle } from '../PageTitle';
import { ListTable, type ListStateTexts } from './ListTable';
import { RouteTabs, type RouteTab } from './RouteTabs';
import {
  useList,
  type ListColumn,
  type ListOptions,
  type ListState,
  type ServerSource,
} from './useList';

export interface ScreenTab<V extends string> extends RouteTab<V> {
  /** The page heading on this tab (spec texts). */
  title: string;
  /** The CSV export's file name on this tab. */
  csvName: string;
}

/** A screen with route tabs (each its own heading and CSV name), or a single page. */
type Pages<V extends string> =
  | { tabs: readonly ScreenTab<V>[]; tab: V; /** e.g. 'Parts orders' */ tabsLabel: string }
  | { title: string; csvName: string; tabs?: undefined; tab?: undefined };

export type ListScreenProps<T, V extends string = never> = Pages<V> & {
  /** The data source (a server source from usePageSource). */
  source: ServerSource<T> | undefined;
  /** The columns (of the tab, when there are tabs); rebuilt when the tab changes. */
  columns: (tab: V | undefined) => ListColumn<T>[];
  /** The list's filters with their defaults, and its first sort. */
  listOptions?: Pick<ListOptions<T>, 'filterDefaults' | 'defaultSort'>;
  rowKey: (row: T) => Key;
  /** The spec's error text for a failed read, or null. */
  error: (serverError: unknown) => string | null;
  /** The failure text stands in place of the whole screen (requirements 000 §8 for some screens). */
  errorReplacesScreen?: boolean;
  texts: ListStateTexts;
  searchPlaceholder: string;
  expandable?: { render: (row: T) => ReactNode; label?: (row: T) => string };
  /** Beside the tabs: the screen's action button or the list's own filter. */
  action?: ReactNode | ((list: ListState<T>) => ReactNode);
  /** Between the heading and the table (a filter drawn as tabs). */
  header?: (list: ListState<T>) => ReactNode;
  /** Shown above the table (a download's overlay). */
  overlay?: ReactNode;
};

/**
 * The one list screen: a heading, route tabs or none, and the list kit's table
 * over a data source, configured by columns. The order screens of wholegoods and parts, the
 * claims and the invoices are this screen with their own columns, source and texts.
 */
export function ListScreen<T extends object, V extends string = never>(p: ListScreenProps<T, V>) {
  const { tab, columns: columnsOf } = p;
  // Rebuilt on a change of tab or language (the column titles are in the page's language).
  const language = useLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(tab), [tab, language]);
  const list = useList({ columns, source: p.source, ...p.listOptions });
  const page = p.tabs ? p.tabs.find((t) => t.value === tab)! : p;
  const error = list.serverError ? p.error(list.serverError) : null;
  if (error && p.errorReplacesScreen)
    return (
      <section>
        <PageTitle>{page.title}</PageTitle>
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      </section>
    );
  const action = typeof p.action === 'function' ? p.action(list) : p.action;
  return (
    <section>
      <PageTitle>{page.title}</PageTitle>
      {p.overlay}
      {p.header?.(list)}
      <ListTable
        list={list}
        rowKey={p.rowKey}
        error={error}
        texts={p.texts}
        searchPlaceholder={p.searchPlaceholder}
        csvName={page.csvName}
        expandable={p.expandable}
        toolbar={
          <>
            {p.tabs && <RouteTabs tabs={p.tabs} value={tab!} label={p.tabsLabel} />}
            {action}
          </>
        }
      />
    </section>
  );
}
