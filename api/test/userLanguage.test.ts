import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, login, startServer, type Session, type TestServer } from './support/server';

// The user's language lives on their record. The admin sets it,
// the user changes their own, sign-in answers it, and the reset mail is written in it. Real
// server over HTTP; the mails through the local catcher (DATA_DIR/mail/*.eml).
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
});
afterAll(() => server.stop());

let serial = 0;
async function create(patch: Record<string, unknown> = {}) {
  const email = `lang${++serial}.${Date.now()}@example.com`;
  const body = {
    email,
    firstName: 'Élise',
    lastName: 'Tremblay',
    role: 'DealerBuyer',
    tradingPartnerId: 1002,
    password: 'Start#2026',
    ...patch,
  };
  return call(server, 'POST', '/users', { token: admin.token, body });
}

const signIn = (email: string, password = 'Start#2026') =>
  call(server, 'POST', '/auth/login', { body: { email, password } });

describe("the user's language on their record", () => {
  it('is set by the admin at creation, listed, and answered at sign-in; English when left out', async () => {
    const fr = await create({ language: 'fr-CA' });
    expect(fr.status).toBe(201);
    expect(fr.body.language).toBe('fr-CA');
    const en = await create();
    expect(en.body.language).toBe('en');

    const list = await call(server, 'GET', '/users', { token: admin.token });
    const byEmail = new Map(list.body.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get(fr.body.email)).toMatchObject({ language: 'fr-CA' });
    expect(byEmail.get(en.body.email)).toMatchObject({ language: 'en' });

    expect((await signIn(fr.body.email)).body.language).toBe('fr-CA');
    expect((await signIn(en.body.email)).body.language).toBe('en');
  });

  it('refuses an unknown language with a 400 naming the field, on create, update and own choice', async () => {
    const bad = await create({ language: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.language /);

    const made = await create();
    const update = await call(server, 'PUT', `/users/${made.body.id}`, {
      token: admin.token,
      body: { email: made.body.email, role: 'DealerBuyer', language: 'fr' },
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/^body\.language /);

    const me = await signIn(made.body.email);
    const own = await call(server, 'PUT', '/me/language', {
      token: me.body.token,
      body: { language: 'klingon' },
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/^body\.language /);
  });

  it("keeps the user's own choice for the next sign-in, audited; a role change keeps it", async () => {
    const made = await create();
    const first = await signIn(made.body.email);
    expect(first.body.language).toBe('en');
    const chosen = await call(server, 'PUT', '/me/language', {
      token: first.body.token,
      body: { language: 'fr-CA' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'fr-CA' });
    // Not in the token: the session goes on.
    const still = await call(server, 'GET', '/users', { token: first.body.token });
    expect(still.status).toBe(200);
    expect(still.body[0].language).toBe('fr-CA');

    // The admin changes the role mid-session without naming a language: it stays.
    const promoted = await call(server, 'PUT', `/users/${made.body.id}`, {
      token: admin.token,
      body: { email: made.body.email, role: 'DealerViewer', tradingPartnerId: 1002 },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'DealerViewer', language: 'fr-CA' });

    const next = await signIn(made.body.email);
    expect(next.body).toMatchObject({ role: 'DealerViewer', language: 'fr-CA' });

    const audit = await call(server, 'GET', `/audit?user=${encodeURIComponent(made.body.email)}`, {
      token: admin.token,
    });
    expect(audit.body).toContainEqual(
      expect.objectContaining({ action: 'language-changed', detail: `${made.body.email} (fr-CA)` }),
    );

    // And the admin can set it back.
    const back = await call(server, 'PUT', `/users/${made.body.id}`, {
      token: admin.token,
      body: { email: made.body.email, role: 'DealerViewer', language: 'en' },
    });
    expect(back.body.language).toBe('en');
    expect((await signIn(made.body.email)).body.language).toBe('en');
  });
});

/** Every .eml the catcher wrote: headers unfolded and their encoded words decoded, bodies
 * decoded from quoted-printable or base64 as UTF-8. */
function caughtMails(): string[] {
  const dir = join(server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeMail(readFileSync(join(dir, f), 'utf8')));
}

const qpBytes = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`),
    'latin1',
  );
const fromQp = (s: string) => {
  // Percent-escape every byte first so decodeURIComponent reads the UTF-8 sequences.
  const escaped = qpBytes(s.replace(/%/g, '=25')).toString('latin1');
  return decodeURIComponent(escaped);
};

function decodeMail(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head!
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQp(text.replace(/_/g, ' ')),
    );
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw))
    body = body.replace(/[A-Za-z0-9+/=\r\n]{40,}/g, (b) =>
      Buffer.from(b, 'base64').toString('utf8'),
    );
  else body = fromQp(body);
  return `${headers}\n\n${body}`;
}

async function waitForMail(to: string): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const hit = caughtMails().find((m) => m.includes(`To: ${to}`));
    if (hit) return hit;
    if (Date.now() > end) throw new Error(`no mail to ${to} arrived in the catcher`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const reset = (email: string) =>
  call(server, 'POST', `/users/${encodeURIComponent(email)}/reset-password-email`, {
    token: admin.token,
  });

describe("the reset mail is in the user's language", () => {
  it('is written in Québec French for a fr-CA user, and its password signs in', async () => {
    const made = await create({ language: 'fr-CA' });
    expect((await reset(made.body.email)).status).toBe(200);
    const mail = await waitForMail(made.body.email);
    expect(mail).toMatch(
      /^Subject: Votre mot de passe du Portail des concessionnaires a été réinitialisé$/m,
    );
    expect(mail).toContain('Bonjour Élise,');
    expect(mail).not.toMatch(/Hello|temporary password/);
    const temporary = /mot de passe temporaire est <strong>([^<]+)<\/strong>/.exec(mail)?.[1];
    expect((await signIn(made.body.email, temporary)).status).toBe(200);
  });

  it('stays English for an en user', async () => {
    const made = await create({ firstName: 'Ann' });
    expect((await reset(made.body.email)).status).toBe(200);
    const mail = await waitForMail(made.body.email);
    expect(mail).toMatch(/^Subject: Your Dealer Portal password was reset$/m);
    expect(mail).toContain('Hello Ann,');
    expect(mail).toMatch(/temporary password is <strong>[^<]+<\/strong>/);
  });
});
