import type { Database } from '../db/client';
import { FileBlobStore, type BlobStore } from './blobStore';
import { DbBlobStore } from './dbBlobStore';

/** The blob store the configuration names: tables every process shares (PostgreSQL), or a folder
 * of this machine (decision 0032). The server and the import command open the same one. */
export function openBlobStore(
  config: { blobStore: 'database' | 'files'; dataDir: string },
  database: Database,
): BlobStore {
  return config.blobStore === 'database'
    ? new DbBlobStore(database.db)
    : new FileBlobStore(config.dataDir);
}
