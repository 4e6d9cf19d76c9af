import { open, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setImportMaxLineBytes } from './import/lineBound';
import { configOrExit, processConfig } from './config';
import { openDatabase } from './db/client';
import { exitIfFolderInUse } from './db/folderLock';
import { KIND_NAMES, kindOf } from './import/kinds';
import { importFile } from './import/run';
import { importFiles } from './import/files/run';
import { folderSource, zipSource, zipSourceFromStream } from './import/files/sources';
import { openBlobStore } from './services/openBlobStore';

const USAGE = `usage: import <kind> <file|-> [--mode good-rows|all-or-nothing] [--snapshot]
       import files <folder|archive.zip|-> [--mode good-rows|all-or-nothing]
kinds: ${KIND_NAMES.join(', ')}
The file is JSON lines or CSV with a header row of the wire names; '-' reads standard input.
files: sales-order and invoice PDFs, statements and library documents (decision 0056).`;

/** `pnpm --filter @portal/api import <kind> <file|->`: the import feed from the command line.
 * Prints the report as JSON; exits 0 when applied, 2 when the batch was refused, 1 on failure. */
async function main() {
  const args = process.argv.slice(2);
  const flags = args.filter((a) => a.startsWith('--'));
  const [kindName, file] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--mode');
  const modeAt = args.indexOf('--mode');
  const mode = modeAt >= 0 ? args[modeAt + 1] : 'good-rows';
  if (kindName === 'files' && file && (mode === 'good-rows' || mode === 'all-or-nothing')) {
    if (flags.includes('--snapshot')) {
      console.error('--snapshot is not offered for files');
      process.exit(64);
    }
    return mainFiles(file, mode);
  }
  const kind = kindName ? kindOf(kindName) : undefined;
  if (!kind || !file || (mode !== 'good-rows' && mode !== 'all-or-nothing')) {
    console.error(kind || !kindName ? USAGE : `unknown kind: ${kindName}\n${USAGE}`);
    process.exit(64);
  }
  const snapshot = flags.includes('--snapshot');
  if (snapshot && kind.dealerFrom === 'self') {
    console.error('--snapshot is not offered for dealers (deleting a dealer deletes its data)');
    process.exit(64);
  }
  const input = file === '-' ? process.stdin : (await openInput(file)).createReadStream();
  const config = configOrExit();
  setImportMaxLineBytes(config.importMaxLineBytes);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  try {
    const report = await importFile(database, input, { kind, mode, snapshot, source: 'cli' });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.status === 'applied' ? 0 : 2;
  } finally {
    await database.close();
  }
}

/** `import files <folder|archive.zip|->`: the report as JSON, the same exit codes. */
async function mainFiles(file: string, mode: 'good-rows' | 'all-or-nothing') {
  const config = configOrExit();
  const path = callersPath(file);
  const isFolder = file !== '-' && (await statInput(path)).isDirectory();
  const open = async () =>
    file === '-'
      ? zipSourceFromStream(process.stdin, config.importLimits)
      : isFolder
        ? folderSource(path)
        : zipSource(path, config.importLimits);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  try {
    const blobs = openBlobStore(config, database);
    const report = await importFiles(database, blobs, open, {
      mode,
      source: 'cli',
      maxFileBytes: config.importLimits.fileBytes,
    });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.status === 'applied' ? 0 : 2;
  } finally {
    await database.close();
  }
}

/** pnpm runs the script in api/: a relative path is the caller's (INIT_CWD). */
const callersPath = (file: string) => resolve(processConfig().callerDir, file);

/** sysexits.h's EX_NOINPUT: the input named does not exist or cannot be read. */
const NO_INPUT_EXIT = 66;

/** The input's one line when it cannot be read, before the database is opened: nothing changes. */
function exitNoInput(path: string, e: NodeJS.ErrnoException): never {
  const why =
    e.code === 'ENOENT'
      ? 'no such file or folder'
      : e.code === 'EACCES'
        ? 'permission denied'
        : (e.code ?? e.message);
  console.error(`Cannot read ${path}: ${why}`);
  process.exit(NO_INPUT_EXIT);
}

const statInput = (path: string) =>
  stat(path).catch((e: NodeJS.ErrnoException) => exitNoInput(path, e));

/** A kind's file, opened now, so that a missing one is reported before anything is opened. */
async function openInput(file: string) {
  const path = callersPath(file);
  const handle = await open(path).catch((e: NodeJS.ErrnoException) => exitNoInput(path, e));
  if ((await handle.stat()).isDirectory()) {
    console.error(`${path} is a folder: give a file of rows, or '-' for standard input`);
    process.exit(NO_INPUT_EXIT);
  }
  return handle;
}

main().catch((e) => {
  exitIfFolderInUse(
    e,
    "stop the portal's server (or the other command) first, or post it to the running server (POST /api/import/<kind> with a service account's key; README, 'Import feed')",
  );
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
