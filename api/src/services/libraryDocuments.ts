import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { readCache } from '../kit/readCache';

type DocumentRow = typeof documents.$inferSelect;

interface Library {
  /** By category, then name: the order of the library's screen. */
  rows: DocumentRow[];
  byName: Map<string, DocumentRow>;
  byPath: Map<string, DocumentRow>;
}

const nameKey = (category: string, name: string) => `${category}\u0000${name}`;

/**
 * The document library, kept in memory (decision 0077): a download, a thumbnail and the library's
 * list ask no query for it. Only the file import writes documents, and migration 0020 announces
 * that to every process (services/invalidation.ts), which forgets its copy; kept a minute at most
 * should an announcement be missed.
 */
const cache = readCache(60_000, (db: Db): Promise<Library> =>
  db
    .select()
    .from(documents)
    .orderBy(asc(documents.category), asc(documents.name))
    .then((rows) => ({
      rows,
      byName: new Map(rows.map((d) => [nameKey(d.category, d.name), d])),
      byPath: new Map(rows.map((d) => [d.path, d])),
    })),
);
const library = (db: Db) => cache.get(db, 'library');

/** The library changed (announced on the 'lists' topic). */
export function forgetLibrary() {
  cache.forget();
}

export async function libraryDocuments(db: Db): Promise<DocumentRow[]> {
  return (await library(db)).rows;
}

export async function libraryDocument(db: Db, category: string, name: string) {
  return (await library(db)).byName.get(nameKey(category, name));
}

/** The document stored at `path` (`/api/blob/...`). */
export async function libraryDocumentAt(db: Db, path: string) {
  return (await library(db)).byPath.get(path);
}
