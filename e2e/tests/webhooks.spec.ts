import { createServer, type Server } from 'node:http';
import { warranty } from '../../api/test/support/forms';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';
import { heading, signIn } from './support/portal';

// The Webhooks screen (decision 0141): the admin registers an endpoint (its secret shown once),
// a buyer's registration is sent to it, and its delivery is listed; at 375 px nothing scrolls
// sideways and axe finds nothing serious, with the list, the dialog and the deliveries shown.

const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look
let receiver: Server;
let url = '';
const received: string[] = [];
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/portal-events`;
});
test.afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

test('an endpoint registered on the screen receives a registration, listed as delivered', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', /\/admin$/);
  await page.goto('/admin/users');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Webhooks').click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(heading(page)).toHaveText('Webhooks');
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Endpoint' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('URL').fill(url);
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByTestId('new-webhook-secret')).toContainText('whsec_');
  if (shots) await page.screenshot({ path: `${shots}/webhooks-secret.png` });
  await form.getByRole('button', { name: 'Done' }).click();

  const login = await request.post('/api/auth/login', {
    data: { email: 'buyer@portal.test', password: 'Buyer#2026' },
  });
  const { token } = (await login.json()) as { token: string };
  const sent = warranty();
  const r = await request.post('/api/api/send-email', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'warranty', form: sent },
  });
  expect(r.status()).toBe(201);
  await expect.poll(() => received.some((b) => b.includes(sent.serialNumber))).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: `Show the deliveries to ${url}` }).click();
  const deliveries = page.getByRole('region', { name: `Deliveries to ${url}` });
  await expect(deliveries.getByText('Delivered').first()).toBeVisible();
  // Away from the rows: a hovered row's shade is not what a reader sees at rest.
  await page.mouse.move(0, 0);
  expect(await blockingViolations(page)).toEqual([]);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(deliveries.getByText('Delivered').first()).toBeVisible();
    // Polled: just after the resize the list may still be laid out as the wide table, until
    // its width observer turns it into cards (a CI run measured that moment once).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      )
      .toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/webhooks-${width}.png`, fullPage: true });
  }
  expect(await blockingViolations(page)).toEqual([]);
});
