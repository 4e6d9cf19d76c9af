import { call, login, startServer, type Session, type TestServer } from './support/server';

// The home page's promotions and announcements are written by admins: each may carry the admin's
// French of its title and link label, stored, answered by the list and changed by an update.
// Real server over HTTP on a fresh database (PGlite, or PostgreSQL with DATABASE_URL).
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
});
afterAll(() => server.stop());

const promotion = JSON.stringify({
  title: 'Spring freight program',
  linkLabel: 'Program details',
  link: 'https://example.com/spring',
  date: '2026-03-01',
});

const create = (body: Record<string, unknown>, token = admin.token) =>
  call(server, 'POST', '/notifications', { token, body });
const update = (id: number, body: Record<string, unknown>) =>
  call(server, 'PUT', `/notifications/${id}`, { token: admin.token, body });
async function listed(id: number) {
  const list = await call(server, 'GET', '/notifications', { token: admin.token });
  return (list.body as { id: number }[]).find((n) => n.id === id);
}

describe('the French of a home notice', () => {
  it('is stored at creation and answered by the list', async () => {
    const made = await create({
      notifications: promotion,
      titleFr: 'Programme de transport du printemps',
      linkLabelFr: 'Détails du programme',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      notifications: promotion,
      titleFr: 'Programme de transport du printemps',
      linkLabelFr: 'Détails du programme',
    });
    expect(await listed(made.body.id)).toMatchObject({
      titleFr: 'Programme de transport du printemps',
      linkLabelFr: 'Détails du programme',
    });
  });

  it("is '' when the admin writes none, and every notice answers both fields", async () => {
    const made = await create({ activities: 'Service school dates announced' });
    expect(made.body).toMatchObject({ titleFr: '', linkLabelFr: '' });
    const list = await call(server, 'GET', '/notifications', { token: admin.token });
    for (const n of list.body as Record<string, unknown>[])
      expect(n).toEqual(
        expect.objectContaining({ titleFr: expect.any(String), linkLabelFr: expect.any(String) }),
      );
  });

  it('is changed by an update alone, kept when an update leaves it out, removed by an empty text', async () => {
    const made = await create({ notifications: promotion });
    const id = made.body.id as number;
    const french = await update(id, { titleFr: '  Programme du printemps ' });
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({ titleFr: 'Programme du printemps', linkLabelFr: '' });

    const english = JSON.stringify({ ...JSON.parse(promotion), title: 'Spring program' });
    await update(id, { notifications: english, linkLabelFr: 'Détails' });
    expect(await listed(id)).toMatchObject({
      notifications: english,
      titleFr: 'Programme du printemps',
      linkLabelFr: 'Détails',
    });

    await update(id, { titleFr: '' });
    expect(await listed(id)).toMatchObject({ titleFr: '', linkLabelFr: 'Détails' });
  });

  it('refuses bad French with a 400 naming the field, never a 500', async () => {
    const made = await create({ notifications: promotion });
    const long = await update(made.body.id, { titleFr: 'é'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^body\.titleFr /);
    const notText = await create({ notifications: promotion, linkLabelFr: { fr: 'Détails' } });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toMatch(/^body\.linkLabelFr /);
    const nothing = await update(made.body.id, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Give activities, notifications, titleFr or linkLabelFr');
  });

  it('is written by admins only', async () => {
    const buyer = await login(server, 'buyer');
    const refused = await create({ notifications: promotion, titleFr: 'Programme' }, buyer.token);
    expect(refused.status).toBe(403);
  });
});
