import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setImportMaxLineBytes } from './import/lineBound';
import { configOrExit } from './config';
import { openDatabase } from './db/client';
import { KIND_NAMES, kindOf } from './import/kinds';
import { importFile } from './import/run';
import { importFiles } from './import/files/run';
import { folderSource, zipSource, zipSourceFromStream } from './import/files/sources';
import { openBlobStore } from './lib/openBlobStore';

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
  // pnpm runs the script in api/: a relative path is the caller's (INIT_CWD).
  const input =
    file === '-'
      ? process.stdin
      : createReadStream(resolve(process.env.INIT_CWD ?? process.cwd(), file));
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
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const open = async () =>
    file === '-'
      ? zipSourceFromStream(process.stdin)
      : (await stat(path)).isDirectory()
        ? folderSource(path)
        : zipSource(path);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir: config.migrationsDir,
  });
  try {
    const blobs = openBlobStore(config, database);
    const report = await importFiles(database, blobs, open, { mode, source: 'cli' });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.status === 'applied' ? 0 : 2;
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
