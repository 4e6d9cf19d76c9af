import type { PartStatus } from '@portal/shared/contract/partsCatalog';
import { StatusTag } from '@portal/shared/ui/StatusTag';
import { useT } from '../i18n';

type T = ReturnType<typeof useT>;

/** A part's status in the page's language. */
export const statusText = (t: T, status: PartStatus) =>
  status === 'obsolete' ? t('Obsolete') : status === 'superseded' ? t('Superseded') : t('Active');

/** A part's status beside its number when it is not simply active: superseded or obsolete. */
export function StatusNote({ status }: { status: PartStatus }) {
  const t = useT();
  if (status === 'active') return null;
  return (
    <StatusTag tone={status === 'obsolete' ? 'error' : 'warning'}>
      {statusText(t, status)}
    </StatusTag>
  );
}
