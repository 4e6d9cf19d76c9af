import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { call, login, startServer, type TestServer } from './support/server';
import { importFilesCommand, patchEntry, zip } from './support/zips';

// Damaged and misleading archives in the feed's file import (decision 0091), through the
// endpoint and the command against the real server: an entry whose CRC-32 does not match, sizes
// that lie, a zip bomb, an archive expanding past its bound. Each is that file's refusal with
// its reason, never a 500; nothing of it is stored; the other files are; the server stays up.
let server: TestServer;
let key: string;
const work = mkdtempSync(join(tmpdir(), 'import-damaged-test-'));
/** The archive's files together may expand to 1 MiB here; one file to 50 MiB (the default). */
const ARCHIVE_BYTES = 1024 ** 2;

beforeAll(async () => {
  server = await startServer({ IMPORT_EXPANDED_MAX_BYTES: String(ARCHIVE_BYTES) });
  const admin = await login(server, 'admin');
  const r = await call(server, 'POST', '/service-accounts', {
    token: admin.token,
    body: { name: 'erp-damaged' },
  });
  key = r.body.key;
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const pdf = (text: string, padding = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${text}\n`), Buffer.alloc(padding, ' ')]);
const doc = (name: string) => `Documents/Damaged Tab/${name}.pdf`;

interface Report {
  status: string;
  inserted: number;
  refused: number;
  errors: { line: number; file: string; reason: string }[];
}

const viaEndpoint = async (archive: Buffer): Promise<Report> => {
  const r = await fetch(`${server.url}/api/import/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/zip' },
    body: archive,
  });
  expect(r.status).toBe(200);
  return (await r.json()) as Report;
};
const viaCommand = async (archive: Buffer): Promise<Report> => {
  const file = join(mkdtempSync(join(work, 'zip-')), 'export.zip');
  writeFileSync(file, archive);
  const { code, out } = await importFilesCommand(server, file);
  expect(code).toBe(0);
  return JSON.parse(out) as Report;
};

/** The library as a dealer reads it, and whether each named file is served. */
async function stored(names: string[]) {
  const buyer = await login(server, 'buyer');
  const library = await call(server, 'GET', '/api/pdf-library', { token: buyer.token });
  const listed = ((library.body['Damaged Tab'] ?? []) as { name: string }[]).map((d) =>
    d.name.replace(/\.pdf$/, ''),
  );
  const served = [];
  for (const name of names) {
    const r = await fetch(`${server.url}/api/api/blob/${encodeURI(doc(name))}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    await r.arrayBuffer();
    if (r.status === 200) served.push(name);
  }
  return { listed: listed.filter((n) => names.includes(n)), served };
}

async function expectHealthy() {
  const r = await fetch(`${server.url}/api/health`);
  expect(r.status).toBe(200);
}

describe.each([
  ['the endpoint', viaEndpoint],
  ['the command', viaCommand],
])('through %s', (how, run) => {
  const tag = how === 'the endpoint' ? 'E' : 'C';

  it('refuses an entry whose CRC-32 does not match, and one whose sizes lie; stores the rest', async () => {
    const good = pdf(`good ${tag}`);
    const crcBad = pdf(`crc ${tag}`);
    const longer = pdf(`longer ${tag}`, 5000);
    const shorter = pdf(`shorter ${tag}`);
    const names = {
      good: `Good ${tag}`,
      crc: `Crc ${tag}`,
      longer: `Longer ${tag}`,
      shorter: `Shorter ${tag}`,
    };
    let archive = await zip({
      [doc(names.good)]: good,
      [doc(names.crc)]: crcBad,
      [doc(names.longer)]: longer,
      [doc(names.shorter)]: shorter,
    });
    archive = patchEntry(archive, doc(names.crc), { crc: crc32(crcBad) ^ 1 });
    // The directory says 100 bytes where the content is 5 KB, and 5 KB where it is less.
    archive = patchEntry(archive, doc(names.longer), { uncompressedSize: 100 });
    archive = patchEntry(archive, doc(names.shorter), { uncompressedSize: 5000 });

    const report = await run(archive);
    expect(report).toMatchObject({ status: 'applied', inserted: 1, refused: 3 });
    expect(report.errors).toEqual([
      {
        line: 2,
        file: doc(names.crc),
        reason: 'damaged: its CRC-32 does not match its content',
      },
      {
        line: 3,
        file: doc(names.longer),
        reason: expect.stringMatching(/^damaged: too many bytes/),
      },
      {
        line: 4,
        file: doc(names.shorter),
        reason: expect.stringMatching(/^damaged: not enough bytes/),
      },
    ]);
    const all = Object.values(names);
    expect(await stored(all)).toEqual({ listed: [names.good], served: [names.good] });
    await expectHealthy();
  });

  it('refuses a 200 KB zip bomb of 200 MiB unread, and files past the archive bound', async () => {
    const bomb = Buffer.concat([pdf(`bomb ${tag}`), Buffer.alloc(200 * 1024 ** 2)]);
    const third = (n: number) => pdf(`part ${n} ${tag}`, 400 * 1024);
    const names = { bomb: `Bomb ${tag}`, parts: [1, 2, 3].map((n) => `Part ${n} ${tag}`) };
    const archive = await zip({
      [doc(names.bomb)]: bomb,
      ...Object.fromEntries(names.parts.map((name, i) => [doc(name), third(i + 1)])),
    });
    expect(archive.length).toBeLessThan(1024 ** 2);

    const report = await run(archive);
    expect(report).toMatchObject({ status: 'applied', inserted: 2, refused: 2 });
    expect(report.errors).toEqual([
      {
        line: 1,
        file: doc(names.bomb),
        reason: 'expands to 200 MiB, more than the 50 MiB a file may',
      },
      {
        line: 4,
        file: doc(names.parts[2]),
        reason: "the archive's files expand to more than 1 MiB: this one is left out",
      },
    ]);
    expect(await stored([names.bomb, ...names.parts])).toEqual({
      listed: names.parts.slice(0, 2),
      served: names.parts.slice(0, 2),
    });
    await expectHealthy();
  });

  it('refuses a lying size that hides a bomb: the content stops being read at the size declared', async () => {
    const hidden = Buffer.concat([pdf(`hidden ${tag}`), Buffer.alloc(100 * 1024 ** 2)]);
    const name = `Hidden ${tag}`;
    const archive = patchEntry(await zip({ [doc(name)]: hidden }), doc(name), {
      uncompressedSize: 1000,
    });
    const report = await run(archive);
    expect(report).toMatchObject({ status: 'applied', inserted: 0, refused: 1 });
    expect(report.errors[0].reason).toMatch(
      /^damaged: too many bytes in the stream\. expected 1000/,
    );
    expect(await stored([name])).toEqual({ listed: [], served: [] });
    await expectHealthy();
  });
});
