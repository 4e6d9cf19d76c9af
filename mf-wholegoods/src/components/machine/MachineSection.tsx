import type { ReactNode } from 'react';
import { Button, Card, Empty, Typography } from '@portal/shared/kit';

/** One card of the machine page: a level-3 title over what the machine's record holds. */
export function MachineSection({
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

/** A document number that downloads its PDF when clicked. */
export const PdfLink = ({ label, onClick }: { label: string; onClick: () => unknown }) => (
  <Button type="link" style={{ padding: 0 }} onClick={() => void onClick()}>
    {label}
  </Button>
);
