import type { NotificationWire } from '@portal/shared';
import { getQuery, invalidate } from '@portal/shared/query';
import type { SummaryWire } from './counts';
import { NOTICES_URL, summaryUrl } from './homeUrls';

/** The four cards' counts of a dealer. */
export const summaryQuery = (dealerId: number) =>
  getQuery<SummaryWire>(dealerId, summaryUrl(dealerId));

/** The promotions and announcements (the same for every dealer, cached under each like all). */
export const noticesQuery = (dealerId: number | null) =>
  getQuery<NotificationWire[]>(dealerId, NOTICES_URL);

/** An admin's edit of a notice: every cached notice list is read again. */
export const noticesChanged = () => invalidate(NOTICES_URL);
