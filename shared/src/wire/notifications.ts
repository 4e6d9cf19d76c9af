import type { NotificationWire } from '../contract/notifications';

/** Notification record on the wire (requirements 000 §3): one of `notifications` / `activities` holds a
 * JSON text (or plain text), the other is ''. Promotions are the `notifications` field and
 * announcements the `activities` field (docs/decisions/0004-home-page.md). */
export type { NotificationWire };

export type NoticeKind = 'promotion' | 'announcement';

export interface NoticeItem {
  title: string;
  linkLabel: string;
  link: string;
  date: string;
}

export interface Notice extends NoticeItem {
  id: number;
  kind: NoticeKind;
  lastUpdated: string;
  /** The admin's French of the title and link label; '' when not written (English is shown). */
  titleFr: string;
  linkLabelFr: string;
}

export const EMPTY_NOTICE: NoticeItem = { title: '', linkLabel: '', link: '', date: '' };

export const noticeField = (kind: NoticeKind) =>
  kind === 'promotion' ? 'notifications' : 'activities';

/** Reads a field: JSON with title/linkLabel/link/date, or plain text used as the title. */
export function parseNoticeText(text: string): NoticeItem {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const s = (k: string) =>
        typeof o[k] === 'string' ? (o[k] as string) : o[k] == null ? '' : String(o[k]);
      return { title: s('title'), linkLabel: s('linkLabel'), link: s('link'), date: s('date') };
    }
  } catch {
    // plain text
  }
  return { ...EMPTY_NOTICE, title: text };
}

/** Splits the records into promotions and announcements, newest first by lastUpdated. */
export function toNotices(records: readonly NotificationWire[]): Record<NoticeKind, Notice[]> {
  const out: Record<NoticeKind, Notice[]> = { promotion: [], announcement: [] };
  const sorted = [...records].sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated));
  for (const r of sorted) {
    const kind: NoticeKind | null = r.notifications
      ? 'promotion'
      : r.activities
        ? 'announcement'
        : null;
    if (!kind) continue;
    out[kind].push({
      ...parseNoticeText(kind === 'promotion' ? r.notifications : r.activities),
      id: r.id,
      kind,
      lastUpdated: r.lastUpdated,
      titleFr: r.titleFr,
      linkLabelFr: r.linkLabelFr,
    });
  }
  return out;
}

export function noticeText(item: NoticeItem): string {
  return JSON.stringify({
    title: item.title,
    linkLabel: item.linkLabel,
    link: item.link,
    date: item.date,
  });
}
