import { useEffect } from 'react';

/** Names the browser tab (and what a screen reader announces on arrival): '<screen> | Dealer Portal'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Dealer Portal`;
  }, [title]);
}
