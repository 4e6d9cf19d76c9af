import { getQuery, queryClient } from '@portal/shared/query';
import type { PageSourceOptions } from '@portal/shared/ui/list/pageParams';
import { prefetchFirstPage } from '@portal/shared/ui/list/usePageSource';

/** The first page's GETs, started before the query cache existed (app/firstPage.ts). */
export interface EarlyReads {
  dealerId: number | null;
  gets: { url: string; answer: Promise<{ data: unknown }> }[];
  list?: { options: PageSourceOptions<never, unknown>; answer: Promise<{ data: unknown }> };
}

/** Each early answer under the key its page's query names (a plain GET's, or a list page's). */
export function intoCache({ dealerId, gets, list }: EarlyReads): void {
  for (const { url, answer } of gets)
    void queryClient.prefetchQuery({
      ...getQuery(dealerId, url),
      queryFn: async () => (await answer).data,
    });
  if (list && dealerId != null) void prefetchFirstPage(list.options, dealerId, list.answer);
}
