import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  JWT_SECRET,
  adminQuery,
  call,
  freePort,
  freshDatabase,
  getStatus,
  login,
} from '../support/server';
import { SmtpPeer } from '../support/smtpPeer';

// The portal as 3 API processes behind HAProxy (deploy/cluster.mjs) over one
// PostgreSQL server, with one SMTP peer for all of them. A change made through one process must
// be seen through the others within 1 s. Runs in the PostgreSQL run of the API suite (npm test);
// PGlite is one process by nature, so there is nothing to test on it.
const apiDir = join(__dirname, '../..');
const root = join(apiDir, '..');
const onPostgres = !!process.env.DATABASE_URL;
const BOUND_MS = 1000;

let cluster: ChildProcess;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let peer: SmtpPeer;
let pg: Client;
let dir: string;
/** The balancer, then each process directly. */
let balancer: { url: string };
let apis: { url: string }[];

(onPostgres ? describe : describe.skip)('three API processes behind HAProxy', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    peer = await SmtpPeer.start();
    dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
    const port = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    cluster = spawn('node', [join(root, 'deploy/cluster.mjs')], {
      env: {
        ...process.env,
        DATABASE_URL: db.env.DATABASE_URL,
        PORT: String(port),
        API_PORTS: ports.join(','),
        CLUSTER_DIR: dir,
        CLUSTER_SKIP_SETUP: '1', // a copy of the seeded template
        SMTP_URL: peer.url,
        JWT_SECRET,
        LOG_LEVEL: 'error',
        APPS_DIR: join(apiDir, 'test/no-apps'),
        // The webhooks' receiver is this test, on loopback; its refusals retried within seconds.
        WEBHOOK_PRIVATE_ADDRESSES: 'allow',
        WEBHOOK_RETRY_BASE_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      cluster.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('CLUSTER_URL=')) resolve();
      });
      cluster.once('exit', (code) => reject(new Error(`cluster exited (${code}): ${out}`)));
    });
    balancer = { url: `http://127.0.0.1:${port}` };
    apis = ports.map((p) => ({ url: `http://127.0.0.1:${p}` }));
    for (const api of apis) expect(await getStatus(`${api.url}/api/ready`)).toBe(200);
    pg = new Client({ connectionString: db.env.DATABASE_URL });
    await pg.connect();
  }, 120_000);

  afterAll(async () => {
    await pg?.end();
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r));
      cluster.kill('SIGTERM');
      await exited;
    }
    await peer?.down();
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Polls `ok` on every given process until all pass or BOUND_MS has gone; true when they did. */
  async function seenWithinBound(ok: () => Promise<boolean>): Promise<boolean> {
    const end = Date.now() + BOUND_MS;
    for (;;) {
      if (await ok()) return true;
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Waits until the outbox holds no unsent mail whose subject is like `pattern`. */
  async function outboxSent(pattern: string) {
    for (let i = 0; i < 150; i++) {
      const r = await pg.query(
        'select count(*)::int as n from outbox where subject like $1 and sent_at is null',
        [pattern],
      );
      if (r.rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`mails like ${pattern} still unsent`);
  }

  it('serves the portal through the balancer, every process answering', async () => {
    const s = await login(balancer, 'buyer');
    for (const api of apis) expect((await call(api, 'GET', '/dealers/1001', s)).status).toBe(200);
    expect((await call(balancer, 'GET', '/dealers/1001', { token: s.token })).status).toBe(200);
  });

  it('a notice edited through one process is seen through the others within 1 s', async () => {
    const admin = await login(apis[0], 'admin');
    const made = await call(apis[0], 'POST', '/notifications', {
      token: admin.token,
      body: { notifications: 'Before the edit' },
    });
    expect(made.status).toBe(201);
    const text = `Edited ${Date.now()}`;
    const seen = async (api: { url: string }) =>
      (
        await call<{ id: number; notifications: string }[]>(api, 'GET', '/notifications', admin)
      ).body.some((n) => n.id === made.body.id && n.notifications === text);
    await Promise.all(apis.map(seen)); // read once everywhere first
    expect(
      (
        await call(apis[0], 'PUT', `/notifications/${made.body.id}`, {
          token: admin.token,
          body: { notifications: text },
        })
      ).status,
    ).toBe(200);
    expect(
      await seenWithinBound(async () => (await Promise.all(apis.map(seen))).every(Boolean)),
    ).toBe(true);
  });

  it('imported rows are seen by every process within 1 s, though each remembers list pages', async () => {
    const buyer = await login(balancer, 'buyer');
    const total = async (api: { url: string }) =>
      (await call<{ total: number }>(api, 'GET', '/allinvoices/1001?page=1&pageSize=5', buyer)).body
        .total;
    const before = await Promise.all(apis.map(total)); // each process now remembers the page
    expect(new Set(before).size).toBe(1);
    // What the manufacturer's batch import does: rows written straight into the table.
    await pg.query(
      `insert into invoices (dealer_id, category, invoice_number, invoice_date, amount, amount_paid, status)
       values (1001, 'Parts', 'IMPORTED-${Date.now()}', current_date, '$10.00', '$0.00', 'Open')`,
    );
    expect(
      await seenWithinBound(async () =>
        (await Promise.all(apis.map(total))).every((t) => t === before[0] + 1),
      ),
    ).toBe(true);
  });

  it('a document written by another process is listed by every process within 1 s, though each keeps the library', async () => {
    const buyer = await login(balancer, 'buyer');
    const name = `Cluster Guide ${Date.now()}.pdf`;
    const listed = async (api: { url: string }) =>
      (await call<Record<string, { name: string }[]>>(api, 'GET', '/api/pdf-library', buyer)).body[
        'Cluster Tab'
      ]?.some((d) => d.name === name) ?? false;
    expect(await Promise.all(apis.map(listed))).toEqual([false, false, false]); // each keeps it now
    // What the file import run from another process writes (decision 0077, migration 0020).
    await pg.query(
      `insert into documents (category, name, path, last_modified)
       values ('Cluster Tab', $1, $2, now())`,
      [name, `/api/blob/Documents/Cluster Tab/${name}`],
    );
    expect(
      await seenWithinBound(async () => (await Promise.all(apis.map(listed))).every(Boolean)),
    ).toBe(true);
  });

  it('a demoted admin is refused by every process within 1 s', async () => {
    const admin = await login(apis[0], 'admin');
    const email = `cluster.${Date.now()}@example.com`;
    const made = await call(apis[0], 'POST', '/users', {
      token: admin.token,
      body: {
        email,
        firstName: 'C',
        lastName: 'Admin',
        role: 'ApplicationAdmin',
        tradingPartnerId: null,
        password: 'Start#2026',
      },
    });
    expect(made.status).toBe(201);
    const them = await call(apis[1], 'POST', '/auth/login', {
      body: { email, password: 'Start#2026' },
    });
    const token = them.body.token as string;
    // Every process has just let this token in (and remembers its session).
    for (const api of apis) expect((await call(api, 'GET', '/users', { token })).status).toBe(200);
    const demoted = await call(apis[0], 'PUT', `/users/${made.body.id}`, {
      token: admin.token,
      body: { email, role: 'SupremeSales', tradingPartnerId: null },
    });
    expect(demoted.status).toBe(200);
    const refused = async () =>
      (await Promise.all(apis.map((api) => call(api, 'GET', '/users', { token })))).every(
        (r) => r.status === 401,
      );
    expect(await seenWithinBound(refused)).toBe(true);
  });

  it('sign-ins at once are limited across processes, not per process', async () => {
    const admin = await login(apis[0], 'admin');
    const email = `cluster.burst.${Date.now()}@example.com`;
    const made = await call(apis[0], 'POST', '/users', {
      token: admin.token,
      body: {
        email,
        firstName: 'C',
        lastName: 'Burst',
        role: 'DealerViewer',
        tradingPartnerId: 1001,
        password: 'Start#2026',
      },
    });
    expect(made.status).toBe(201);
    // Two at once per process would each be within that process's limit: six, two per process.
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) =>
        call(apis[i], 'POST', '/auth/login', { body: { email, password: 'Start#2026' } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(r.body.message).toBe('Too many sign-in attempts at once. Try again in a moment.');
    expect(statuses).toContain(200);
  });

  it('a PDF rendered by one process is downloaded through another', async () => {
    const buyer = await login(balancer, 'buyer');
    const list = await call<{ rows: { invoiceNumber: string }[] }>(
      apis[0],
      'GET',
      '/allinvoices/1001?page=1&pageSize=1',
      buyer,
    );
    const found = await call<{ path: string }>(
      apis[0],
      'GET',
      `/api/files/find/Invoices/${list.body.rows[0].invoiceNumber}`,
      buyer,
    );
    expect(found.status).toBe(200);
    for (const api of apis.slice(1)) {
      const res = await fetch(`${api.url}/api/api/blob/${found.body.path}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('a file uploaded through one process is mailed by whichever sends it, whole', async () => {
    const buyer = await login(apis[1], 'buyer');
    const subject = `Cluster upload ${Date.now()}`;
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 'x')]);
    const form = new FormData();
    const fields = {
      dealerName: 'Prairie Feed Equipment',
      dealerId: '1001',
      email: 'bea@dealer1001.example.com',
      phoneNumber: '(555) 010-1001',
      subject: `Support Request: ${subject}`,
      category: 'Technical Support',
      description: 'Sent through one process, mailed by any.',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('Attachments', new Blob([file], { type: 'application/pdf' }), 'big.pdf');
    const res = await fetch(`${apis[1].url}/api/api/send-email-1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: form,
    });
    expect(res.status).toBe(202);
    // The mailbox's mail carries the file; the requester's copy carries none.
    const toMailbox = (m: { subject: string; to: string[] }) =>
      m.subject.includes(subject) && !m.to.includes(fields.email);
    await peer.waitFor(toMailbox);
    await outboxSent(`%${subject}`);
    // Sent once, by whichever process, with the attachment whole (three chunks of the store).
    const mails = peer.mails.filter(toMailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/\r?\n/g, '')).toContain(file.toString('base64'));
  });

  it('500 queued mails are delivered exactly once in total by three processes', async () => {
    const tag = `once-${Date.now()}`;
    // Queued in one statement, as a burst of form submissions would leave them.
    await pg.query(
      `insert into outbox ("to", subject, html)
       select 'dealer' || n || '@example.com', '${tag} ' || n, '<p>' || n || '</p>'
       from generate_series(1, 500) n`,
    );
    const mine = () => peer.mails.filter((m) => m.subject.startsWith(`${tag} `));
    await peer.waitFor((m) => m.subject.startsWith(`${tag} `), 500, 60_000);
    // Until the outbox says every one is sent: a second copy would have gone out before that.
    await outboxSent(`${tag} %`);
    const subjects = mine().map((m) => m.subject);
    expect(subjects).toHaveLength(500);
    expect(new Set(subjects).size).toBe(500);
    const ids = mine().map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(500);
  });

  it("300 events' webhooks reach the receiver once each, in order per record, from three processes", async () => {
    // Every fourth request refused once: retried by whichever process is free.
    const got: { id: string; n: number; subject: string; status: number }[] = [];
    let requests = 0;
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const event = JSON.parse(body) as { id: string; subject: string; data: { n: number } };
        const status = ++requests % 4 === 0 ? 500 : 204;
        got.push({ id: event.id, n: event.data.n, subject: event.subject, status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/cluster`;
    const admin = await login(balancer, 'admin');
    const made = await call(balancer, 'POST', '/integration/webhooks', {
      ...admin,
      body: { url, kinds: ['pdi.submitted'] },
    });
    expect(made.status).toBe(201);
    // Written in one statement as a burst of submissions would leave them: 100 records, 3 each.
    await pg.query(
      `with e as (
         insert into integration_events (kind, version, subject, payload)
         select 'pdi.submitted', 1, 'cluster:' || (n % 100), jsonb_build_object('n', n)
         from generate_series(1, 300) n returning id, subject)
       insert into webhook_deliveries (endpoint_id, event_id, subject)
       select $1, id, subject from e`,
      [made.body.endpoint.id],
    );
    for (let i = 0; i < 300; i++) {
      const r = await pg.query(
        `select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and status <> 'delivered'`,
        [made.body.endpoint.id],
      );
      if (r.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise<void>((r) => receiver.close(() => r()));
    const delivered = got.filter((g) => g.status === 204);
    expect(delivered).toHaveLength(300);
    expect(new Set(delivered.map((g) => g.id)).size).toBe(300);
    expect(got.length).toBeGreaterThan(300);
    // A record's events in the order they were written, whoever sent each.
    for (let record = 0; record < 100; record++) {
      const ns = delivered.filter((g) => g.subject === `cluster:${record}`).map((g) => g.n);
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
  }, 60_000);

  it('SIGTERM: /api/ready goes unready first, requests still answered, then it exits and is restarted', async () => {
    const status = () =>
      JSON.parse(readFileSync(join(dir, 'processes.json'), 'utf8')).processes as {
        port: number;
        pid: number;
      }[];
    const target = apis[2];
    const { pid } = status()[2];
    const buyer = await login(balancer, 'buyer');
    process.kill(pid, 'SIGTERM');
    // Unready as soon as the signal is handled (kill returns before the process has run its
    // handler: a request already in flight may still read 200), and well inside the drain delay
    // of 2 s, while it still answers everything else (the balancer's time to notice).
    let ready = 200;
    for (let i = 0; i < 50 && ready !== 503; i++) {
      ready = await getStatus(`${target.url}/api/ready`);
      if (ready !== 503) await new Promise((r) => setTimeout(r, 20));
    }
    expect(ready).toBe(503);
    expect((await call(target, 'GET', '/dealers/1001', buyer)).status).toBe(200);
    // Meanwhile the balancer answers every request through the others.
    for (let i = 0; i < 10; i++)
      expect((await call(balancer, 'GET', '/dealers/1001', buyer)).status).toBe(200);
    // It exits and the cluster starts it again.
    let back = false;
    for (let i = 0; i < 300 && !back; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back =
        status()[2].pid !== pid &&
        (await getStatus(`${target.url}/api/ready`).catch(() => 0)) === 200;
    }
    expect(back).toBe(true);
  }, 60_000);
});

(onPostgres ? describe : describe.skip)('processes starting together', () => {
  it('migrate an empty database once, and all become ready', async () => {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `portal_migrate_${process.pid}_${Date.now()}`;
    await adminQuery(base.toString(), `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const data = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
    const started = await Promise.all(
      [0, 1].map(async (i) => {
        const port = await freePort();
        const child = spawn('node', [join(apiDir, 'dist/server.js')], {
          env: {
            ...process.env,
            DATABASE_URL: url.toString(),
            DATA_DIR: join(data, String(i)),
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'error',
            JWT_SECRET,
            APPS_DIR: join(apiDir, 'test/no-apps'),
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        return { child, url: `http://127.0.0.1:${port}` };
      }),
    );
    try {
      const ready = await Promise.all(
        started.map(async ({ child, url: u }) => {
          for (let i = 0; i < 300 && child.exitCode === null; i++) {
            if ((await getStatus(`${u}/api/ready`).catch(() => 0)) === 200) return true;
            await new Promise((r) => setTimeout(r, 100));
          }
          return false;
        }),
      );
      expect(ready).toEqual([true, true]);
      const journal = JSON.parse(readFileSync(join(apiDir, 'drizzle/meta/_journal.json'), 'utf8'));
      const c = new Client({ connectionString: url.toString() });
      await c.connect();
      const applied = await c.query('select hash from drizzle.__drizzle_migrations');
      await c.end();
      expect(applied.rows).toHaveLength(journal.entries.length);
    } finally {
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise((r) => {
              if (child.exitCode !== null) return r(null);
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        ),
      );
      await adminQuery(base.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(data, { recursive: true, force: true });
    }
  }, 60_000);
});
