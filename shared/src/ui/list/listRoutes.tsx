import { toWholegoodsOrder, type WholegoodsOrder, type WholegoodsWire } from '@portal/shared';
import type { PageSourceOptions } from './pageParams';

/**
 * One tab of the dealer's wholegoods orders, a page at a time: the API applies the spec's
 * open/history rule, search, sort and paging (the big dealer has 100,000 orders). Here
 * rather than in the area so the shell can start a first page's read before the area's code
 * has loaded (`startFirstPageRead`); the area reads every page through it.
 */
export const wholegoodsOrderPages = (
  tab: 'open' | 'history',
): PageSourceOptions<WholegoodsWire, WholegoodsOrder> => ({
  path: (dealerId) => `/wholegoodsall/${dealerId}`,
  map: toWholegoodsOrder,
  // Column key → wire name.
  sortKeys: {
    orderNumber: 'orderNumber',
    description: 'description',
    model: 'partModel',
    serialNumber: 'lotSerial',
    status: 'scheduleStatus',
    orderDate: 'orderedDate',
    promisedDate: 'promisedDate',
    invoiceDate: 'invoiceDate',
    dealerPO: 'customerPoNumber',
  },
  params: () => ({ view: tab }),
});

/** The screens whose list's first page is read from the portal's start, by path. */
const FIRST_PAGES: Record<string, PageSourceOptions<WholegoodsWire, WholegoodsOrder>> = {
  '/wholegoods/orders': wholegoodsOrderPages('open'),
  '/wholegoods/history': wholegoodsOrderPages('history'),
};

/** The list a first page at `pathname` reads, if it is one of them. */
export const firstPageList = (pathname: string) =>
  Object.hasOwn(FIRST_PAGES, pathname) ? FIRST_PAGES[pathname] : undefined;
