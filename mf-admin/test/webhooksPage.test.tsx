import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@portal/shared';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/contract/integration';
import { answer, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { WebhooksPage } from '../src/pages/WebhooksPage';
import { quietActWarnings, signInAdmin } from './support';

// The API's answers are the test's (checked against the contract); the client, the mappers and
// the page are real. The API is tested over HTTP in api/test/integrationEvents.test.ts.
const ENDPOINTS = 'GET /integration/webhooks';
const CREATE = 'POST /integration/webhooks';
const CHANGE = 'PUT /integration/webhooks/:id';
const ROTATE = 'POST /integration/webhooks/:id/rotate';
const DELIVERIES = 'GET /integration/webhooks/:id/deliveries';
const REPLAY = 'POST /integration/deliveries/:id/replay';

const endpoint = (patch: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 3,
  url: 'https://erp.example.com/hooks',
  kinds: ['pdi.submitted', 'warranty-claim.submitted'],
  disabled: false,
  createdBy: 'admin@portal.test',
  createdAt: '2026-11-20T14:05:09.000Z',
  previousSecretUntil: null,
  pending: 1,
  failing: 1,
  delivered: 40,
  dead: 1,
  ...patch,
});
const delivery = (patch: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 77,
  eventId: '0b6f7c1e-5d7a-4d55-9a53-3f0c2b1f9e21',
  kind: 'pdi.submitted',
  subject: 'submission:812',
  status: 'dead',
  attempts: 18,
  lastStatus: 500,
  lastError: 'HTTP 500',
  nextAttemptAt: '2026-11-23T14:05:09.000Z',
  deliveredAt: null,
  createdAt: '2026-11-20T14:05:09.000Z',
  ...patch,
});
const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtMDEyMzQ1Njc4OQ==';

quietActWarnings();
beforeEach(() => {
  toast.dismiss();
  network.use(answer(ENDPOINTS, [endpoint()]));
  signInAdmin();
});
const renderPage = () => renderArea(<WebhooksPage />, '/admin/webhooks');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;

describe('the Webhooks screen', () => {
  it('says it is loading, then that there is no endpoint yet', async () => {
    const list = held<WebhookEndpoint[]>();
    network.use(answer(ENDPOINTS, () => list.promise));
    renderPage();
    expect(await screen.findByText('Loading webhook endpoints...')).toBeInTheDocument();
    await act(async () => list.release([]));
    expect(await screen.findByText('No webhook endpoints yet')).toBeInTheDocument();
  });

  it('says so when the list fails, in its own words', async () => {
    network.use(refuse(ENDPOINTS, 500, 'boom'));
    renderPage();
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')).toHaveTextContent(
        'Failed to load webhook endpoints',
      ),
    );
  });

  it('lists each endpoint with its kinds and its deliveries counted', async () => {
    renderPage();
    const row = rowOf(
      await screen.findByText('https://erp.example.com/hooks').then((e) => e.textContent!),
    );
    expect(row).toHaveTextContent('PDI, Warranty claim');
    expect(row).toHaveTextContent('1 pending, 1 failing, 40 delivered, 1 dead');
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('registers an endpoint and shows its secret once; the URL is checked first', async () => {
    network.use(
      answer(CREATE, {
        endpoint: endpoint({ id: 4, url: 'https://new.example.com/h' }),
        secret: SECRET,
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New Endpoint/ }));
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('The URL must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(callsTo(CREATE)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://new.example.com/h' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('new-webhook-secret')).toHaveTextContent(SECRET);
    expect(callsTo(CREATE)[0].body).toEqual({
      url: 'https://new.example.com/h',
      kinds: [
        'warranty-claim.submitted',
        'registration.submitted',
        'pdi.submitted',
        'support-request.submitted',
        'parts-order.placed',
      ],
    });
  });

  it('rotates a secret after asking, and shows the new one', async () => {
    network.use(
      answer(ROTATE, {
        endpoint: endpoint({ previousSecretUntil: '2026-11-21T14:05:09.000Z' }),
        secret: SECRET,
      }),
    );
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Rotate Secret of https://erp.example.com/hooks',
      }),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rotate Secret' }));
    expect(await screen.findByTestId('new-webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/previous secret still signs/)).toBeInTheDocument();
    expect(callsTo(ROTATE)[0].params).toEqual({ id: '3' });
  });

  it('disables an endpoint', async () => {
    network.use(answer(CHANGE, endpoint({ disabled: true })));
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Disable https://erp.example.com/hooks' }),
    );
    await waitFor(() => expect(callsTo(CHANGE)).toHaveLength(1));
    expect(callsTo(CHANGE)[0].body).toEqual({ disabled: true });
  });

  it("shows an endpoint's dead letters and replays one", async () => {
    network.use(
      answer(DELIVERIES, [delivery()]),
      answer(REPLAY, { message: 'Delivery 77 will be sent again now' }),
    );
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Show the deliveries to https://erp.example.com/hooks',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Deliveries to https://erp.example.com/hooks' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Dead letters (1)'));
    await waitFor(() => expect(callsTo(DELIVERIES).at(-1)!.query.get('status')).toBe('dead'));
    const row = rowOf('submission:812');
    expect(row).toHaveTextContent('Dead letter');
    expect(row).toHaveTextContent('HTTP 500');
    fireEvent.click(within(row).getByRole('button', { name: 'Replay delivery 77' }));
    await waitFor(() => expect(callsTo(REPLAY)).toHaveLength(1));
    expect(callsTo(REPLAY)[0].params).toEqual({ id: '77' });
  });
});
