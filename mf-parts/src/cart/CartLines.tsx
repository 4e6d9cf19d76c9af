import { Table } from '@portal/shared/kit';
import { cellOf, ListCards } from '@portal/shared/ui/list/ListCards';
import { usePhoneLayout } from '@portal/shared/ui/list/usePhoneLayout';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import type { CartLine } from '../api/cart';
import { useT } from '../i18n';

/** The cart's lines: a table on a desktop (the remove button last), cards on a phone (the
 * part number as the title, its remove button beside it), as the lists show rows. */
export function CartLines({
  lines,
  columns,
}: {
  lines: CartLine[];
  columns: ListColumn<CartLine>[];
}) {
  const t = useT();
  const phone = usePhoneLayout();
  if (phone)
    return (
      <ListCards
        list={{ columns, pageRows: lines }}
        rowKey={(l) => l.partNumber}
        titleKey="partNumber"
        firstLoad={false}
        loading={false}
        loadingText=""
        emptyText={t('The cart is empty.')}
      />
    );
  const ordered = [...columns.filter((c) => c.title), ...columns.filter((c) => !c.title)];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="partNumber"
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      columns={ordered.map((c) => ({
        key: c.key,
        title: c.title || t('Remove'),
        align: c.align,
        render: (_: unknown, l: CartLine) => cellOf(c, l),
      }))}
    />
  );
}
