import { Table, Typography } from '@portal/shared/kit';
import { formatNumber } from '@portal/shared';
import type { Part } from '../../api/catalog';
import { useT } from '../../i18n';
import { PartLink } from '../partLinks';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** What the kit holds (each part a link, with its quantity), and the kits the part is in. */
export function KitCard({ part }: { part: Part }) {
  const t = useT();
  if (!part.kitContents.length && !part.inKits.length)
    return <Nothing text={t('Not a kit and in no kit')} />;
  return (
    <>
      {part.kitContents.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="partNumber"
          dataSource={part.kitContents}
          columns={[
            {
              key: 'partNumber',
              title: t('Part Number'),
              render: (_: unknown, l) => <PartLink partNumber={l.partNumber} />,
            },
            { key: 'description', dataIndex: 'description', title: t('Description') },
            {
              key: 'quantity',
              title: t('Quantity'),
              align: 'right' as const,
              render: (_: unknown, l) => formatNumber(l.quantity),
            },
          ]}
        />
      )}
      {part.inKits.length > 0 && (
        <Typography.Paragraph
          style={{ marginTop: part.kitContents.length ? 12 : 0, marginBottom: 0 }}
        >
          <Typography.Text strong>{t('In kits')}</Typography.Text>{' '}
          {part.inKits.map((k, i) => (
            <span key={k.partNumber}>
              {i > 0 && ', '}
              <PartLink partNumber={k.partNumber} />
            </span>
          ))}
        </Typography.Paragraph>
      )}
    </>
  );
}
