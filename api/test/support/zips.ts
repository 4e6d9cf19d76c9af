import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ZipFile } from 'yazl';
import type { TestServer } from './server';

/** A zip archive made here (yazl), of files by path. */
export function zip(files: Record<string, Buffer>): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, data] of Object.entries(files)) z.addBuffer(data, name);
  z.end();
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    z.outputStream.on('data', (c: Buffer) => parts.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    z.outputStream.on('error', reject);
  });
}

/** Where the fields of a zip entry's two headers are (APPNOTE 4.3.7 and 4.3.12). */
const HEADERS = [
  { signature: 0x04034b50, crc: 14, uncompressed: 22, nameLength: 26, name: 30 },
  { signature: 0x02014b50, crc: 16, uncompressed: 24, nameLength: 28, name: 46 },
];

/**
 * The archive with one entry's recorded CRC-32 or uncompressed size changed in both its local
 * header and the central directory, as a damaged or misleading archive has them.
 */
export function patchEntry(
  archive: Buffer,
  name: string,
  change: { crc?: number; uncompressedSize?: number },
): Buffer {
  const out = Buffer.from(archive);
  let patched = 0;
  for (let at = 0; at < out.length - 4; at++)
    for (const h of HEADERS) {
      if (out.readUInt32LE(at) !== h.signature) continue;
      const length = out.readUInt16LE(at + h.nameLength);
      if (out.toString('utf8', at + h.name, at + h.name + length) !== name) continue;
      if (change.crc !== undefined) out.writeUInt32LE(change.crc >>> 0, at + h.crc);
      if (change.uncompressedSize !== undefined)
        out.writeUInt32LE(change.uncompressedSize, at + h.uncompressed);
      patched++;
    }
  if (patched !== 2) throw new Error(`${name}: ${patched} headers found, 2 expected`);
  return out;
}

/** `node dist/import.js files <path>` (the command) while the server is down: PGlite is one
 * process's folder; on PostgreSQL the same restart keeps both runs alike. */
export async function importFilesCommand(
  server: TestServer,
  path: string,
): Promise<{ code: number | null; out: string }> {
  let out = '';
  let code: number | null = null;
  await server.restart('SIGTERM', async () => {
    code = await new Promise<number | null>((resolve) => {
      const child = spawn('node', ['dist/import.js', 'files', path], {
        cwd: join(__dirname, '../..'),
        env: { ...server.env, INIT_CWD: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', resolve);
    });
  });
  return { code, out };
}
