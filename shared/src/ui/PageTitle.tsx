import { Typography } from '@portal/shared/kit';
import { useDocumentTitle } from './useDocumentTitle';

/** The page's heading, also set as the document title (one title per route). */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
