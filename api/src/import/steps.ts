import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../db/client';
import {
  CHUNK_PGLITE,
  checkedChunks,
  count,
  refuseIfAllOrNothing,
  SenderGone,
  type ImportInput,
  type ImportOptions,
  type Tally,
} from './apply';
import { eachOnItsOwn, inTransaction } from './connection';
import type { Row } from './rows';
import { Writer } from './writer';

/**
 * How long one step should hold PGlite's one session. Every read waits for the step in hand, so
 * a dealer's read of three statements waits at most about three steps; the step's size in rows
 * follows the time the last one took (index upkeep makes a row's cost vary by kind and table).
 */
export const STEP_MS = 200;
const FIRST_STEP_ROWS = 100;
const FEWEST_STEP_ROWS = 20;

/** The server's PGlite: one session that every read shares (decisions 0068, 0077), so an import
 * there must not hold it in one long transaction. The one-user commands keep their one. */
export function appliesInSteps(database: Database): boolean {
  return database.kind === 'pglite' && 'pool' in database.raw;
}

/**
 * Imports in short steps (decision 0087). First the whole file is read and checked, its rows kept
 * in a spool file, and nothing written: an all-or-nothing file with a refused row, or a sender
 * gone before its end, changes nothing. Then the rows are written a step at a time, each step a
 * transaction of its own; between steps the reads that queued meanwhile go first. Last, a
 * snapshot deletes what the file did not name, in steps too. A kill between steps leaves the steps
 * before it committed: the same file run again completes it (upserts by key change nothing twice).
 */
export async function applyInSteps(
  database: Database,
  input: ImportInput,
  options: ImportOptions,
  tally: Tally,
): Promise<void> {
  const { result } = tally;
  const spool = await Spool.open();
  try {
    // Only the keys the file names live are kept for the snapshot (a tombstone deletes its row).
    const seen = new Set<string>();
    const rows = checkedChunks(eachOnItsOwn(database), input, options.kind, CHUNK_PGLITE, tally);
    for await (const chunk of rows) {
      if (options.mode === 'all-or-nothing' && result.refused) continue;
      if (options.snapshot) for (const r of chunk) if (!r.tombstone) seen.add(r.key);
      await spool.add(chunk);
    }
    await spool.close();
    refuseIfAllOrNothing(options, result);
    if (options.signal?.aborted) throw new SenderGone();

    const writer = new Writer(eachOnItsOwn(database), options.kind, false);
    const steps = new StepSize();
    for await (const chunk of spool.chunks())
      for (let i = 0; i < chunk.length;) {
        const slice = chunk.slice(i, (i += steps.rows));
        count(
          result,
          await steps.take(database, (conn) => ((writer.conn = conn), writer.write(slice))),
        );
      }
    // An empty snapshot names nothing: it is taken for a mistake, not for 'delete all'.
    if (!options.snapshot || result.rowsRead <= result.refused) return;
    const dealers = [...tally.touched];
    const unnamed = await writer.unnamedKeys(dealers, seen);
    if (unnamed.keyless)
      result.deleted += await steps.take(
        database,
        (conn) => ((writer.conn = conn), writer.deleteKeys(dealers, [], true)),
      );
    for (let i = 0; i < unnamed.keys.length;) {
      const slice = unnamed.keys.slice(i, (i += steps.rows));
      result.deleted += await steps.take(
        database,
        (conn) => ((writer.conn = conn), writer.deleteKeys(dealers, slice)),
      );
    }
  } finally {
    await spool.remove();
  }
}

/** The rows of the next step: as many as took about STEP_MS in the last one. */
class StepSize {
  rows = FIRST_STEP_ROWS;

  /** Runs one step in a transaction of its own, then lets the reads that queued meanwhile go. */
  async take<T>(database: Database, work: Parameters<typeof inTransaction<T>>[1]): Promise<T> {
    const started = performance.now();
    const out = await inTransaction(database, work);
    const took = Math.max(performance.now() - started, 1);
    this.rows = Math.round(
      Math.min(CHUNK_PGLITE, Math.max(FEWEST_STEP_ROWS, (this.rows * STEP_MS) / took)),
    );
    // The reads whose answers came during the step send their next statement before the next
    // step's: the session takes exchanges in the order they come.
    await nextTurn();
    return out;
  }
}

/** Checked rows kept on disk between the check and the writes: a chunk a line, never held whole. */
class Spool {
  private constructor(
    private dir: string,
    private out: ReturnType<typeof createWriteStream>,
  ) {}

  static async open() {
    const dir = await mkdtemp(join(tmpdir(), 'portal-import-'));
    return new Spool(dir, createWriteStream(join(dir, 'rows.jsonl')));
  }

  async add(rows: Row[]) {
    if (!this.out.write(JSON.stringify(rows) + '\n')) await once(this.out, 'drain');
  }

  async close() {
    this.out.end();
    await once(this.out, 'finish');
  }

  async *chunks(): AsyncGenerator<Row[]> {
    const lines = createInterface({ input: createReadStream(join(this.dir, 'rows.jsonl')) });
    for await (const line of lines) yield JSON.parse(line) as Row[];
  }

  async remove() {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
