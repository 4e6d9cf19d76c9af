import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, toastStore } from '@portal/shared';
import type { ImportRun, ServiceAccount } from '@portal/shared/contract/imports';
import { answer, answerFile, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { ImportsPage } from '../src/pages/ImportsPage';
import { quietActWarnings, signInAdmin } from './support';

// The API's answers are the test's (checked against the contract); the client, the mappers and
// the page are real. The API is tested over HTTP in api/test/import.test.ts, the whole screen
// against the real server in e2e/tests/imports.spec.ts.
const RUNS = 'GET /imports';
const ACCOUNTS_ROUTE = 'GET /service-accounts';
const CREATE = 'POST /service-accounts';
const ERRORS_CSV = 'GET /imports/:id/errors.csv';

const run = (id: number, patch: Partial<ImportRun> = {}): ImportRun => ({
  id,
  startedAt: '2026-11-20T14:05:09.000Z',
  finishedAt: '2026-11-20T14:05:10.000Z',
  kind: 'wholegoods-orders',
  source: 'erp-nightly',
  mode: 'upsert',
  status: 'applied',
  rowsRead: 7,
  inserted: 1,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  refused: 6,
  errorCount: 6,
  ...patch,
});

const ACCOUNTS: ServiceAccount[] = [
  {
    id: 1,
    name: 'erp-nightly',
    keyPrefix: 'psk_abcdef',
    createdBy: 'admin@portal.test',
    createdAt: '2026-11-19T10:00:00.000Z',
    revokedAt: null,
    lastUsedAt: null,
  },
  {
    id: 2,
    name: 'old-job',
    keyPrefix: 'psk_012345',
    createdBy: 'admin@portal.test',
    createdAt: '2026-11-01T10:00:00.000Z',
    revokedAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: '2026-11-01T12:00:00.000Z',
  },
];

quietActWarnings();

// A saved file goes through the environment's URL, Node's, shared by every test file: spied on,
// then given back.
const savedFile = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
// jsdom does not follow links: the saving link's click records the file's name instead.
const savedNames: string[] = [];
jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
  this: HTMLAnchorElement,
) {
  savedNames.push(this.download);
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  toast.dismiss();
  savedFile.mockClear();
  network.use(answer(RUNS, []), answer(ACCOUNTS_ROUTE, ACCOUNTS));
  signInAdmin();
});

function renderPage(path = '/admin/imports') {
  renderArea(<ImportsPage />, path);
}

const pageAlert = () => document.querySelector('[role="alert"]');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The dialog on top: the key's dialog opens over the form's as that one closes. */
function dialog(): HTMLElement {
  const d = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
  if (!d) throw new Error('no dialog is open');
  return d;
}

describe('the imports list', () => {
  it('says it is loading until the runs arrive', async () => {
    const runs = held<ImportRun[]>();
    network.use(answer(RUNS, () => runs.promise));
    renderPage();
    expect(await screen.findByText('Loading imports...')).toBeInTheDocument();
    await act(async () => runs.release([]));
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });

  it('says so when the list fails, in its own words', async () => {
    network.use(refuse(RUNS, 500, 'boom'));
    renderPage();
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Failed to load imports'));
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('shows a running run as running, an interrupted one as interrupted, and says how large imports are answered', async () => {
    network.use(
      answer(RUNS, [
        run(5, {
          status: 'running',
          kind: 'claims',
          rowsRead: 0,
          refused: 0,
          errorCount: 0,
          finishedAt: null,
        }),
        run(4, {
          status: 'interrupted',
          kind: 'parts-lines',
          rowsRead: 0,
          refused: 0,
          errorCount: 1,
        }),
      ]),
    );
    renderPage();
    await screen.findByText('Warranty claims');
    expect(within(rowOf('Warranty claims')).getByText('Running')).toBeTruthy();
    // Nothing is said applied until the run ends; its report says why it was interrupted.
    const stopped = rowOf('Parts order lines');
    expect(within(stopped).getByText('Interrupted')).toBeTruthy();
    expect([...stopped.querySelectorAll('td')][5].textContent).toBe('0');
    expect(within(stopped).getByText('CSV')).toBeTruthy();
    expect(
      screen.getByText(
        /still running after 30 seconds.*answered 202 Accepted with its run to poll/,
      ),
    ).toBeInTheDocument();
  });

  it('lists each run: when, kind, account, counts; the error report downloads', async () => {
    network.use(
      answer(RUNS, [
        run(2),
        run(1, {
          kind: 'claims',
          source: 'cli',
          rowsRead: 3,
          inserted: 2,
          unchanged: 1,
          refused: 0,
          errorCount: 0,
          startedAt: '2026-11-19T08:00:00.000Z',
        }),
        run(3, { status: 'refused', kind: 'parts-lines', startedAt: '2026-11-21T08:00:00.000Z' }),
      ]),
      answerFile(ERRORS_CSV, 'line,reason\n2,bad date\n'),
    );
    renderPage();
    await screen.findByText('Warranty claims');
    const bad = rowOf('Wholegoods orders');
    expect(within(bad).getByText('Nov 20, 2026, 2:05:09 PM UTC')).toBeTruthy();
    expect(within(bad).getByText('erp-nightly')).toBeTruthy();
    // Rows 7, applied 1, refused 6.
    expect([...bad.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Nov 20, 2026, 2:05:09 PM UTC',
      'Wholegoods orders',
      'erp-nightly',
      'Applied',
      '7',
      '1',
      '6',
      '1 new, 0 updated, 0 unchanged, 0 deleted',
      'CSV',
    ]);
    // A refused batch applied nothing; a clean run has no report to download.
    const refused = rowOf('Parts order lines');
    expect(within(refused).getByText('Batch refused')).toBeTruthy();
    expect([...refused.querySelectorAll('td')][5].textContent).toBe('0');
    expect(within(rowOf('Warranty claims')).queryByText('CSV')).toBeNull();
    // Newest first.
    const kinds = [...document.querySelectorAll('tbody tr.ant-table-row')].map(
      (tr) => tr.querySelectorAll('td')[1]?.textContent,
    );
    expect(kinds).toEqual(['Parts order lines', 'Wholegoods orders', 'Warranty claims']);

    fireEvent.click(within(bad).getByLabelText('Download the error report of import 2'));
    await waitFor(() => expect(savedFile).toHaveBeenCalledTimes(1));
    expect(callsTo(ERRORS_CSV).map((c) => c.params.id)).toEqual(['2']);
    expect(await (savedFile.mock.calls[0][0] as Blob).text()).toBe('line,reason\n2,bad date\n');
    expect(savedNames).toEqual(['import-2-errors.csv']);
  });

  it('toasts when the error report cannot be downloaded', async () => {
    network.use(answer(RUNS, [run(2)]), refuse(ERRORS_CSV, 404, 'Import 2 not found'));
    renderPage();
    fireEvent.click(await screen.findByLabelText('Download the error report of import 2'));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Failed to download the error report',
      ),
    );
  });
});

describe('the service accounts', () => {
  it('says it is loading, then lists the accounts (revoked ones cannot be revoked again)', async () => {
    const accounts = held<ServiceAccount[]>();
    network.use(answer(ACCOUNTS_ROUTE, () => accounts.promise));
    renderPage('/admin/imports?tab=accounts');
    expect(await screen.findByText('Loading service accounts...')).toBeInTheDocument();
    await act(async () => accounts.release(ACCOUNTS));
    const live = (await screen.findByText('erp-nightly')).closest('tr') as HTMLElement;
    expect(within(live).getByText('psk_abcdef…')).toBeTruthy();
    expect(within(live).getByText('Never used')).toBeTruthy();
    expect(within(live).getByText('Active')).toBeTruthy();
    const old = rowOf('old-job');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByText('Revoke')).toBeNull();
  });

  it('says so when there is none', async () => {
    network.use(answer(ACCOUNTS_ROUTE, []));
    renderPage('/admin/imports?tab=accounts');
    expect(await screen.findByText('No service accounts yet')).toBeInTheDocument();
  });

  it('a failed list shows its own text', async () => {
    network.use(refuse(ACCOUNTS_ROUTE, 500, 'boom'));
    renderPage('/admin/imports?tab=accounts');
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Failed to load service accounts'));
  });

  it('creates: the name is checked, a taken name says so, the key is shown once', async () => {
    renderPage('/admin/imports?tab=accounts');
    await screen.findByText('erp-nightly');
    fireEvent.click(screen.getByText('New Service Account').closest('button')!);
    const name = within(dialog()).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'bad/name' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText(
        'Use 1 to 80 letters, digits, spaces, dots, dashes or underscores',
      ),
    ).toBeInTheDocument();
    expect(callsTo(CREATE)).toEqual([]);

    network.use(refuse(CREATE, 409, 'A service account named erp-nightly exists already'));
    fireEvent.change(name, { target: { value: 'erp-nightly' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText('A service account with this name exists already'),
    ).toBeInTheDocument();

    network.use(answer(CREATE, { id: 3, name: 'dms-sync', key: 'psk_secret-key-123' }));
    const listed = callsTo(ACCOUNTS_ROUTE).length;
    fireEvent.change(name, { target: { value: ' dms-sync ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('psk_secret-key-123')).toBeInTheDocument();
    expect(callsTo(CREATE).at(-1)!.body).toEqual({ name: 'dms-sync' });
    expect(within(dialog()).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Copy key')).toBeInTheDocument();
    // The list is read again, with the new account.
    await waitFor(() => expect(callsTo(ACCOUNTS_ROUTE).length).toBeGreaterThan(listed));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('psk_secret-key-123')).toBeNull());
  });

  it('revokes after a confirmation, then reloads', async () => {
    network.use(
      answer('DELETE /service-accounts/:id', { message: 'Service account erp-nightly revoked' }),
    );
    renderPage('/admin/imports?tab=accounts');
    fireEvent.click(await screen.findByLabelText('Revoke erp-nightly'));
    const listed = callsTo(ACCOUNTS_ROUTE).length;
    expect(within(dialog()).getByText(/Its key stops working at once/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo('DELETE /service-accounts/:id').map((c) => c.params.id)).toEqual(['1']),
    );
    await waitFor(() => expect(callsTo(ACCOUNTS_ROUTE).length).toBeGreaterThan(listed));
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Service account revoked');
  });
});
