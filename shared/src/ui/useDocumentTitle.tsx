import { useEffect } from 'react';
import { useSharedT } from '@portal/shared';

/** Names the browser tab (and what a screen reader announces on arrival): '<screen> | Dealer Portal'. */
export function useDocumentTitle(title: string) {
  const t = useSharedT();
  useEffect(() => {
    document.title = `${title} | ${t('Dealer Portal')}`;
  }, [title, t]);
}
