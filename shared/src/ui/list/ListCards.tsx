import { useState, type Key, type ReactNode } from 'react';
import { Button, CompactTables, Spin, RightOutlined } from '@portal/shared/kit';
import { useSharedT } from '@portal/shared';
import type { ListColumn, ListState } from './useList';
import { usDateShort } from '../../dates';

/** The lists' loading and empty texts: the theme's description grey (5.7:1 on white). */
export const LIST_NOTE_COLOR = 'rgba(0, 0, 0, 0.6)';

/** A cell as the list shows it: the column's own rendering, else its value as text. */
export function cellOf<T>(c: ListColumn<T>, row: T): ReactNode {
  if (c.render) return c.render(row);
  const v = c.value(row);
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return usDateShort(v);
  return String(v);
}

export interface CardExpand<T> {
  render: (row: T) => ReactNode;
  label?: (row: T) => string;
}

/**
 * A list on a phone: each row a card, its key field as the title and the other columns
 * as label/value pairs, so nothing hides behind a sideways scroll. Columns without a title (a
 * row's 'Select' button) sit beside the title; the expand toggle and whatever a cell holds (a
 * download link, a thumbnail) are kept. The states are the table's: the loading text until the
 * first rows, a spinner over the rows after that, and the empty text.
 */
export function ListCards<T>(props: {
  /** The list's columns and the rows to show (a whole list's page, or a record's few rows). */
  list: Pick<ListState<T>, 'columns' | 'pageRows'>;
  rowKey: (row: T) => Key;
  /** The column shown as each card's title; default: the first sortable column. */
  titleKey?: string;
  firstLoad: boolean;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  expandable?: CardExpand<T>;
}) {
  const { list, rowKey, expandable } = props;
  const t = useSharedT();
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const titleColumn =
    list.columns.find((c) => c.key === props.titleKey) ??
    list.columns.find((c) => c.sortable !== false && c.title) ??
    list.columns[0];
  const side = list.columns.filter((c) => c !== titleColumn && !c.title);
  const pairs = list.columns.filter((c) => c !== titleColumn && c.title);

  if (props.firstLoad || list.pageRows.length === 0)
    return (
      <p style={{ ...box, textAlign: 'center', color: LIST_NOTE_COLOR, padding: 24 }}>
        {props.firstLoad ? props.loadingText : props.emptyText}
      </p>
    );

  const toggle = (key: Key) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Spin spinning={props.loading}>
      <ul className="portal-cards" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.pageRows.map((row) => {
          const key = rowKey(row);
          const expanded = open.has(key);
          return (
            <li key={key} className="portal-card" style={{ ...box, marginBottom: 8 }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
                <div style={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: 15 }}>
                  {cellOf(titleColumn, row)}
                </div>
                {side.map((c) => (
                  <div key={c.key}>{cellOf(c, row)}</div>
                ))}
              </div>
              <dl style={{ margin: 0 }}>
                {pairs.map((c) => (
                  <div
                    key={c.key}
                    style={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(96px, 42%) minmax(0, 1fr)',
                      gap: 12,
                      padding: '2px 0',
                    }}
                  >
                    <dt style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{c.title}</dt>
                    <dd style={{ margin: 0, overflowWrap: 'anywhere', textAlign: 'left' }}>
                      {cellOf(c, row)}
                    </dd>
                  </div>
                ))}
              </dl>
              {expandable && (
                <>
                  <Button
                    size="small"
                    type="link"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'list.collapse' : 'list.expand', {
                      row: expandable.label?.(row) ?? t('row'),
                    })}
                    icon={<RightOutlined rotate={expanded ? 90 : 0} />}
                    onClick={() => toggle(key)}
                    style={{ padding: 0, marginTop: 8 }}
                  >
                    {t(expanded ? 'Collapse' : 'Expand')}
                  </Button>
                  {expanded && (
                    // Compact, and never wider than the card: the page must not scroll sideways.
                    <div style={{ marginTop: 8, overflowX: 'auto' }}>
                      <CompactTables>{expandable.render(row)}</CompactTables>
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Spin>
  );
}

const box = {
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 12,
  margin: 0,
};
