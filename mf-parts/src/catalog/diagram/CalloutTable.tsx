import { useEffect, useRef } from 'react';
import { Button, Table } from '@portal/shared/kit';
import { formatNumber } from '@portal/shared';
import type { Diagram } from '../../api/catalog';
import { useT } from '../../i18n';
import { AddToCart } from '../../cart/AddToCart';
import { useHasCart } from '../../cart/cartAudience';
import { PartLink } from '../partLinks';
import { StatusNote } from '../StatusNote';

type Callout = Diagram['callouts'][number];

/** The diagram's parts by callout, each with 'Add to cart' for those who have a cart: choosing a row's callout (its button) selects it on the
 * drawing; the selected callout's row is marked and scrolled into view. */
export function CalloutTable({
  callouts,
  selected,
  onSelect,
}: {
  callouts: Callout[];
  selected: number | null;
  onSelect: (callout: number) => void;
}) {
  const t = useT();
  const cart = useHasCart();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected === null) return;
    box.current
      ?.querySelector(`[data-row-callout="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <div ref={box}>
      <Table
        size="small"
        pagination={false}
        // With 'Add to cart' the rows are wider than a phone: the table scrolls in its own box,
        // never the page.
        scroll={{ x: 'max-content' }}
        rowKey={(c) => `${c.callout}/${c.partNumber}`}
        dataSource={callouts}
        rowClassName={(c) => (c.callout === selected ? 'ant-table-row-selected' : '')}
        onRow={(c) => ({ 'data-row-callout': c.callout }) as object}
        columns={[
          {
            key: 'callout',
            title: t('Callout'),
            render: (_: unknown, c) => (
              <Button
                size="small"
                type={c.callout === selected ? 'primary' : 'default'}
                aria-pressed={c.callout === selected}
                aria-label={t('diagram.callout', { n: String(c.callout) })}
                onClick={() => onSelect(c.callout)}
              >
                {c.callout}
              </Button>
            ),
          },
          {
            key: 'partNumber',
            title: t('Part Number'),
            render: (_: unknown, c) => (
              <>
                <PartLink partNumber={c.partNumber} /> <StatusNote status={c.status} />
              </>
            ),
          },
          { key: 'description', dataIndex: 'description', title: t('Description') },
          {
            key: 'quantity',
            title: t('Quantity'),
            align: 'right' as const,
            render: (_: unknown, c) => formatNumber(c.quantity),
          },
          // The quantity the assembly uses, to add as it is or changed (decision 0130).
          ...(cart
            ? [
                {
                  key: 'add',
                  title: t('Add to cart'),
                  render: (_: unknown, c: Callout) =>
                    c.status === 'obsolete' ? null : (
                      <AddToCart partNumber={c.partNumber} pack={c.quantity} inList />
                    ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
