import type { ReactNode } from 'react';
import { Card, Empty, Typography } from '@portal/shared/kit';

/** One card of a part's page: a level-3 title over what the catalogue holds for it. */
export function PartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      size="small"
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** What a card says when the catalogue holds nothing for it. */
export const Nothing = ({ text }: { text: string }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
);
