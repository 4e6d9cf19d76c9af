import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { languageStore, setLanguage, toast } from '@portal/shared';
import { scopesOf } from '@portal/shared/accessApi';
import type { ApiClientWire } from '@portal/shared/contract/dealerApi';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { allowSelects } from '@portal/shared/jest/selectChannel';
import { ApiClientsPage } from '../src/pages/ApiClientsPage';
import { ALL_SCOPES, CLIENT_ROLES, scopeAllowed } from '../src/rules/apiClients';
import fr from '../src/messages/fr-CA.json';
import { adminEnglish } from './englishCatalog';
import { quietActWarnings, signInAdmin } from './support';
import { dealerWire } from './wire';

// The API's answers are the test's (checked against the contract); the client, the form and the
// page are real. The API is tested over HTTP in api/test/dealerApi.test.ts.
const CLIENTS = 'GET /api-clients';
const CREATE = 'POST /api-clients';
const ROTATE = 'POST /api-clients/:id/rotate';
const REVOKE = 'DELETE /api-clients/:id';

const client = (patch: Partial<ApiClientWire> = {}): ApiClientWire => ({
  id: 5,
  clientId: 'dpc_0123456789abcdef01234567',
  name: 'Prairie DMS',
  dealerId: 1001,
  role: 'DealerBuyer',
  scopes: ['claims:read', 'invoices:read'],
  requestsPerMinute: 600,
  createdBy: 'admin@portal.test',
  createdAt: '2026-11-20T14:05:09.000Z',
  secretRotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  ...patch,
});
const SECRET = 'dps_c2VjcmV0LXNob3duLW9uY2UtMDEyMzQ1Njc4OQ';

quietActWarnings();
allowSelects();
beforeEach(() => {
  toast.dismiss();
  // A form left unsent keeps its draft: each test starts from a fresh one.
  localStorage.clear();
  network.use(
    answer(CLIENTS, [client()]),
    answer('GET /dealerview', [
      dealerWire(1001, 'D1001', 'Prairie Feed Equipment'),
      dealerWire(1002, 'D1002', 'Heartland Ag Supply'),
    ]),
  );
  signInAdmin();
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));
const renderPage = () => renderArea(<ApiClientsPage />, '/admin/api-clients');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(within(dialog()).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(item);
}

describe('the API clients screen', () => {
  it('says it is loading, then that there is no client yet', async () => {
    const list = held<ApiClientWire[]>();
    network.use(answer(CLIENTS, () => list.promise));
    renderPage();
    expect(await screen.findByText('Loading API clients...')).toBeInTheDocument();
    await act(async () => list.release([]));
    expect(await screen.findByText('No API clients yet')).toBeInTheDocument();
  });

  it('says so when the list fails, in its own words', async () => {
    network.use(refuse(CLIENTS, 500, 'boom'));
    renderPage();
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')).toHaveTextContent(
        'Failed to load API clients',
      ),
    );
  });

  it('lists each client with its dealership, role, scopes in words, dates and status', async () => {
    network.use(
      answer(CLIENTS, [
        client({ lastUsedAt: '2026-11-21T09:30:00.000Z' }),
        client({ id: 4, name: 'Old DMS', revokedAt: '2026-11-19T10:00:00.000Z' }),
      ]),
    );
    renderPage();
    const row = (await screen.findByText('Prairie DMS')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('dpc_0123456789abcdef01234567');
    await waitFor(() => expect(row).toHaveTextContent('D1001 Prairie Feed Equipment'));
    expect(row).toHaveTextContent('Dealer buyer');
    expect(row).toHaveTextContent('Warranty claims, Invoices');
    expect(row).toHaveTextContent('Nov 21, 2026, 9:30 AM UTC');
    expect(within(row).getByText('Active')).toBeTruthy();
    const old = rowOf('Old DMS');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('checks the form first, keeps a viewer to its scopes, and shows the secret once', async () => {
    network.use(
      answer(CREATE, { client: client({ id: 6, name: 'Heartland DMS' }), clientSecret: SECRET }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New API Client/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Choose the dealership the client reads for'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(callsTo(CREATE)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('Name'), {
      target: { value: ' Heartland DMS ' },
    });
    await choose('Dealership', 'D1002 Heartland Ag Supply');
    fireEvent.click(within(dialog()).getByLabelText('Invoices (invoices:read)'));
    fireEvent.click(within(dialog()).getByLabelText('Warranty claims (claims:read)'));
    // A viewer never reads finance: the ticked invoices are dropped and cannot be ticked again.
    await choose('Acts as', 'Dealer viewer');
    expect(within(dialog()).getByLabelText('Invoices (invoices:read)')).toBeDisabled();
    expect(within(dialog()).getByLabelText('Invoices (invoices:read)')).not.toBeChecked();
    expect(within(dialog()).getByLabelText('Warranty claims (claims:read)')).toBeChecked();

    const listed = callsTo(CLIENTS).length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent(SECRET);
    expect(callsTo(CREATE)[0].body).toEqual({
      name: 'Heartland DMS',
      dealerId: 1002,
      role: 'DealerViewer',
      scopes: ['claims:read'],
    });
    expect(within(dialog()).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Copy secret')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(CLIENTS).length).toBeGreaterThan(listed));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it("shows the API's refusal under the field it names", async () => {
    network.use(
      refuse(
        CREATE,
        400,
        'body.scopes: a DealerViewer client may not hold invoices:read (the access table refuses its screen to the role)',
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /New API Client/ }));
    fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: 'DMS' } });
    await choose('Dealership', 'D1001 Prairie Feed Equipment');
    fireEvent.click(within(dialog()).getByLabelText('Machines and their warranty (machines:read)'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText('The role does not allow the scope Invoices'),
    ).toBeInTheDocument();

    network.use(refuse(CREATE, 400, 'body.dealerId: no dealer 1001'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('No dealership has this ID')).toBeInTheDocument();
    network.use(refuse(CREATE, 500, 'boom'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText('Failed to create the API client', {
        selector: '.ant-alert *',
      }),
    ).toBeInTheDocument();
  });

  it('rotates a secret after asking, and shows the new one once', async () => {
    network.use(
      answer(ROTATE, {
        client: client({ secretRotatedAt: '2026-11-22T14:05:09.000Z' }),
        clientSecret: SECRET,
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate Secret of Prairie DMS' }));
    expect(within(dialog()).getByText(/stop working at once/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Rotate Secret' }));
    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/previous secret and every token/)).toBeInTheDocument();
    expect(callsTo(ROTATE)[0].params).toEqual({ id: '5' });
  });

  it('revokes after asking; the row then shows Revoked', async () => {
    network.use(answer(REVOKE, client({ revokedAt: '2026-11-22T14:05:09.000Z' })));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Prairie DMS' }));
    network.use(answer(CLIENTS, [client({ revokedAt: '2026-11-22T14:05:09.000Z' })]));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(REVOKE).map((c) => c.params.id)).toEqual(['5']));
    await waitFor(() => expect(within(rowOf('Prairie DMS')).getByText('Revoked')).toBeTruthy());
  });

  it('shows no English text in French, in the list and the form', async () => {
    network.use(answer(CLIENTS, [client({ lastUsedAt: '2026-11-21T09:30:00.000Z' })]));
    await act(() => setLanguage('fr-CA'));
    const { container } = renderPage();
    await screen.findByText('Prairie DMS');
    await waitFor(() => expect(container).toHaveTextContent('Acheteur de concession'));
    expect(document.title).toBe('Clients de l’API | Portail des concessionnaires');
    expect(englishLeaks(visibleText(container), adminEnglish(), fr, ['Previous page'])).toEqual([]);
    fireEvent.click(screen.getByText('Nouveau client de l’API').closest('button') as HTMLElement);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog()).findByText('Le nom est requis')).toBeInTheDocument();
    expect(englishLeaks(visibleText(dialog()), adminEnglish(), fr)).toEqual([]);
  });
});

// This area cannot import the API's scope table (a second copy of the access table in its
// bundle): its own must give each role the same scopes.
it.each(CLIENT_ROLES)('offers a %s client the scopes the API allows it', (role) => {
  expect(ALL_SCOPES.filter((s) => scopeAllowed(role, s))).toEqual(scopesOf(role));
});
