import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/** The channel of migration 0009's triggers and of `announce`. */
export const CHANNEL = 'portal_invalidate';

/** What a process remembers, by what changes it (the payloads of CHANNEL). */
export interface Forgetters {
  /** 'lists': list sources, read models or dealers changed. */
  lists: () => void;
  /** 'users': a user's token version moved, or users or sessions were deleted. */
  users: () => void;
  /** 'session:<id>': one session ended. */
  session: (id: string) => void;
}

/**
 * Copies kept by one process are forgotten by every process when their source changes.
 * The triggers of migration 0009 announce each change on CHANNEL at commit, whoever made it; each
 * process listens on its own connection. When that connection is down, everything is forgotten
 * every half second until it is back (Database.listen): a copy is never trusted blind.
 */
export function forgetOnChange(database: Database, forget: Forgetters) {
  const all = () => {
    forget.lists();
    forget.users();
  };
  return database.listen(
    CHANNEL,
    (payload) => {
      if (payload === 'lists') forget.lists();
      else if (payload.startsWith('session:')) forget.session(payload.slice('session:'.length));
      else all();
    },
    all,
  );
}

/** Announces a change no trigger sees (a materialized view refreshed), at commit. */
export async function announce(db: Db, topic: 'lists' | 'users') {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
}
