import { useCallback, useMemo, useRef, type Key, type ReactNode } from 'react';
import {
  Button,
  Input,
  Select,
  Space,
  Spin,
  Table,
  Typography,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
} from '@portal/shared/kit';
import { useSharedT } from '@portal/shared';
import type { ListState } from './useList';
import { rangeOf } from './rules';
import { SortHeader } from './SortHeader';
import { cellOf, LIST_NOTE_COLOR, ListCards } from './ListCards';
import { SortPicker } from './SortPicker';
import { usePhoneLayout } from './usePhoneLayout';
import { SEARCH_MAX_LENGTH } from '../../searchRule';

export interface ListStateTexts {
  /** The screen's own loading text, e.g. 'Loading orders...'. */
  loading?: string;
  /** The screen's empty text, e.g. 'No orders found'. */
  empty: string;
}

interface ListTableProps<T> {
  list: ListState<T>;
  rowKey: (row: T) => Key;
  texts: ListStateTexts;
  /** Local mode: the screen's data hook says whether rows are still loading or failed. */
  loading?: boolean;
  /** A message shown in place of the table (the spec's error texts). */
  error?: string | null;
  searchPlaceholder?: string;
  /** Buttons and tabs beside the search box. */
  toolbar?: ReactNode;
  /** 'pages' shows 'Page X of Y' (the default); 'range' shows 'a-b of total'. */
  pager?: 'pages' | 'range' | 'none';
  csvName?: string;
  /** `atEnd`: the expand button in a last column of its own, so the spec's columns keep their
   * places (an inventory row's forms). */
  expandable?: { render: (row: T) => ReactNode; label?: (row: T) => string; atEnd?: boolean };
  /** On a phone, the column each card is titled by (default: the first sortable column). */
  cardTitle?: string;
}

/** The one list table: search, sortable headers with arrows and aria-sort, the four screen
 * states, paging with 'Items per page', and CSV export of what the list currently shows. Below
 * 576 px the rows are cards with a sort picker (docs/decisions/0018-phone-lists.md). */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const {
    list,
    rowKey,
    texts,
    searchPlaceholder,
    toolbar,
    pager = 'pages',
    csvName,
    expandable,
    cardTitle,
  } = props;
  const phone = usePhoneLayout();
  const t = useSharedT();
  const loading = props.loading || list.serverLoading;
  // The screen's loading text until the first rows arrive; after that the rows stay in place
  // under a spinner while the next page, sort or search is read.
  const firstLoad = loading && list.pageRows.length === 0;
  const error = props.error ?? null;

  // The table's own props change with the rows, the columns and the sort only: a keystroke in
  // the search box then re-renders the toolbar, not every cell (tens of ms of a keystroke, on
  // this CPU, before the answer's rows could be drawn).
  const toggleSort = useRef(list.toggleSort);
  toggleSort.current = list.toggleSort;
  const sortKey = list.sort?.key;
  const sortOrder = list.sort?.order;
  const columns = useMemo(
    () =>
      list.columns.map((c) => {
        const sortable = c.sortable !== false;
        const active = sortKey === c.key ? (sortOrder ?? null) : null;
        return {
          key: c.key,
          dataIndex: c.key,
          width: c.width,
          align: c.align,
          title: sortable ? (
            <SortHeader title={c.title} order={active} onSort={() => toggleSort.current(c.key)} />
          ) : (
            c.title
          ),
          onHeaderCell: () =>
            ({
              'aria-sort':
                active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none',
            }) as object,
          render: (_: unknown, row: T) => cellOf(c, row),
        };
      }),
    [list.columns, sortKey, sortOrder],
  );
  const emptyText = firstLoad ? (texts.loading ?? t('Loading...')) : texts.empty;
  // antd draws a table's empty text in its disabled grey (1.8:1 on white); said in the cards'
  // readable grey instead (5.7:1), while loading and when empty alike.
  const locale = useMemo(
    () => ({ emptyText: <span style={{ color: LIST_NOTE_COLOR }}>{emptyText}</span> }),
    [emptyText],
  );
  const rowsShown = firstLoad ? NO_ROWS : list.pageRows;
  const expandableProps = useMemo(
    () =>
      expandable
        ? {
            expandedRowRender: expandable.render,
            ...(expandable.atEnd ? { expandIconColumnIndex: columns.length } : {}),
            expandIcon: ({
              expanded,
              onExpand,
              record,
            }: {
              expanded: boolean;
              onExpand: (record: T, e: React.MouseEvent<HTMLElement>) => void;
              record: T;
            }) => (
              <Button
                size="small"
                type="text"
                aria-expanded={expanded}
                aria-label={t(expanded ? 'list.collapse' : 'list.expand', {
                  row: expandable.label?.(record) ?? t('row'),
                })}
                icon={expanded ? <DownOutlinedSmall /> : <RightOutlined />}
                onClick={(e) => onExpand(record, e)}
              />
            ),
          }
        : undefined,
    [expandable, columns.length, t],
  );

  // The table's element is kept while only the loading state changes, and the spinner is drawn
  // around it: a keystroke (the rows read again) then re-renders the spinner, not every cell
  // (tens of ms of a keystroke on a phone, before the answer's rows could be drawn).
  // A screen may pass a new row key function at each render; a row's key is the row's own.
  const rowKeyOf = useRef(rowKey);
  rowKeyOf.current = rowKey;
  const keyOfRow = useCallback((row: T) => rowKeyOf.current(row), []);
  const table = useMemo(
    () => (
      <Table<T>
        size="middle"
        columns={columns}
        dataSource={rowsShown}
        rowKey={keyOfRow}
        pagination={false}
        scroll={SCROLL}
        locale={locale}
        expandable={expandableProps}
      />
    ),
    [columns, rowsShown, keyOfRow, locale, expandableProps],
  );

  const csvButton = csvName && (
    <Button
      icon={<DownloadOutlined />}
      onClick={() => void list.exportCsv(csvName)}
      disabled={!!error || list.total === 0}
      aria-label={phone ? t('Export CSV') : undefined}
      title={phone ? t('Export CSV') : undefined}
    >
      {phone ? null : t('Export CSV')}
    </Button>
  );

  return (
    // aria-busy: assistive technology (and tests) know when the rows shown are being replaced.
    <div className="portal-list" aria-busy={loading}>
      <div
        className="portal-list-toolbar"
        style={{
          display: 'flex',
          gap: phone ? 8 : 12,
          flexWrap: 'wrap',
          alignItems: 'center',
          marginBottom: 12,
        }}
      >
        {searchPlaceholder !== undefined && (
          <Input.Search
            allowClear
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            value={list.search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => list.setSearch(e.target.value)}
            // On a phone the search shares its row with the CSV button only; the tabs and the
            // screen's buttons take the second row (two rows at 375 px).
            style={phone ? { flex: '1 1 0', minWidth: 0 } : { maxWidth: 320 }}
          />
        )}
        {phone && csvButton}
        <div
          style={{
            flex: phone ? '1 1 100%' : 1,
            display: 'flex',
            gap: 8,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          {toolbar}
        </div>
        {!phone && csvButton}
      </div>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : (
        <>
          {phone ? (
            <>
              <SortPicker list={list} />
              <ListCards
                list={list}
                rowKey={rowKey}
                titleKey={cardTitle}
                firstLoad={firstLoad}
                loading={loading && !firstLoad}
                loadingText={texts.loading ?? t('Loading...')}
                emptyText={texts.empty}
                expandable={expandable}
              />
            </>
          ) : (
            <Spin spinning={loading && !firstLoad}>{table}</Spin>
          )}
          {pager !== 'none' && <ListPager list={list} mode={pager} />}
        </>
      )}
    </div>
  );
}

const SCROLL = { x: 'max-content' } as const;
const NO_ROWS: never[] = [];

function DownOutlinedSmall() {
  return <RightOutlined rotate={90} />;
}

export function ListPager<T>({ list, mode }: { list: ListState<T>; mode: 'pages' | 'range' }) {
  const t = useSharedT();
  const last = list.pageCount;
  const { page, pageSize, pageSizes, total, more } = list;
  const actions = useRef(list);
  actions.current = list;
  // Drawn again when what it shows changes, not at each render of the list (a keystroke renders
  // it twice before its answer is in): its select and four buttons were a good part of the work.
  return useMemo(
    () => (
      <nav
        aria-label={t('Pagination')}
        style={{
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          marginTop: 12,
        }}
      >
        <Space size={4}>
          <span>{t('Items per page')}</span>
          <Select
            size="small"
            aria-label={t('Items per page')}
            value={pageSize}
            onChange={(n) => actions.current.setPageSize(n)}
            options={pageSizes.map((n) => ({ value: n, label: String(n) }))}
            style={{ width: 72 }}
          />
        </Space>
        <span aria-live="polite">
          {mode === 'range'
            ? t(more ? 'list.rangeMore' : 'list.range', rangeOf(page, pageSize, total))
            : t(more ? 'list.pageMore' : 'list.page', { page, pages: last })}
        </span>
        {mode === 'pages' && <span>{t(more ? 'list.itemsMore' : 'list.items', { n: total })}</span>}
        <Space size={2}>
          {(
            [
              [t('First page'), <DoubleLeftOutlined key="f" />, 1],
              [t('Previous page'), <LeftOutlined key="p" />, page - 1],
              [t('Next page'), <RightOutlined key="n" />, page + 1],
              [t('Last page'), <DoubleRightOutlined key="l" />, last],
            ] as const
          ).map(([label, icon, to], i) => (
            <Button
              key={label}
              size="small"
              aria-label={label}
              icon={icon}
              // The first two go back, the last two forward.
              disabled={i < 2 ? page <= 1 : page >= last}
              onClick={() => actions.current.setPage(to)}
            />
          ))}
        </Space>
      </nav>
    ),
    [t, mode, page, pageSize, pageSizes, total, more, last],
  );
}
