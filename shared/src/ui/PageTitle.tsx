import { useEffect } from 'react';
import { Typography } from 'antd';

/** The page's heading, also set as the document title (one title per route). */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | Dealer Portal`;
  }, [children]);
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
