import type { ReactNode } from 'react';
import { Card, Empty, Typography } from '@portal/shared/kit';

/** One card of a record's page (a machine, a part): a level-3 title over what the record holds
 * for it, the cards of a row as tall as each other. */
export function RecordSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      size="small"
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** What a card says when the record holds nothing for it. */
export const Nothing = ({ text }: { text: string }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
);
