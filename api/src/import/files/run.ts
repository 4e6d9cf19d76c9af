import type { Database } from '../../db/client';
import { forgetListAnswers } from '../../http/sqlList';
import { forgetLibrary } from '../../services/libraryDocuments';
import type { BlobStore } from '../../services/blobStore';
import type { ImportMode } from '../apply';
import { recordRun } from '../run';
import { importFileSet, type FilesResult } from './apply';
import type { FileSource } from './sources';

/**
 * A file import as the command line and the endpoint run it: the files stored, then the run
 * recorded (kind 'files' in the admin screen's list, its per-file error report) and audited,
 * as a record import is; list answers are forgotten when a statement or document was listed.
 */
export async function importFiles(
  database: Database,
  blobs: BlobStore,
  /** Opens the folder or archive: a file that is no archive is a failed run, recorded too. */
  open: () => Promise<FileSource>,
  options: { mode: ImportMode; source: string; maxFileBytes: number },
): Promise<FilesResult & { id: number }> {
  const startedAt = new Date();
  const run = { kind: 'files', source: options.source, mode: options.mode, snapshot: false };
  let result: FilesResult;
  try {
    result = await importFileSet(
      database.db,
      blobs,
      await open(),
      options.mode,
      options.maxFileBytes,
    );
  } catch (e) {
    await recordRun(database, run, startedAt, null, (e as Error).message);
    throw e;
  }
  if (result.inserted + result.updated > 0) {
    forgetListAnswers();
    forgetLibrary();
  }
  const id = await recordRun(database, run, startedAt, result);
  return { id, ...result };
}
