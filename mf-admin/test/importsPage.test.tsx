import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, toastStore } from '@portal/shared';
import { PortalProviders } from '@portal/shared/kit';
import { ImportsPage } from '../src/pages/ImportsPage';
import * as importsApi from '../src/api/imports';
import type { Account, ImportEntry } from '../src/api/imports';
import { quietActWarnings, refusal, signInAdmin } from './support';

// The page's own API module is mocked (the API is tested over HTTP in api/test/import.test.ts,
// the whole screen against the real server in e2e/tests/imports.spec.ts).
jest.mock('../src/api/imports', () => ({
  fetchImports: jest.fn(),
  downloadImportErrors: jest.fn(),
  fetchAccounts: jest.fn(),
  createAccount: jest.fn(),
  revokeAccount: jest.fn(),
}));

const mocked = importsApi as jest.Mocked<typeof importsApi>;

const run = (id: number, patch: Partial<ImportEntry> = {}): ImportEntry => ({
  id,
  startedAt: '2026-11-20T14:05:09.000Z',
  kind: 'wholegoods-orders',
  account: 'erp-nightly',
  status: 'applied',
  rowsRead: 7,
  inserted: 1,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  refused: 6,
  problems: 6,
  ...patch,
});

const ACCOUNTS: Account[] = [
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

beforeEach(() => {
  jest.clearAllMocks();
  toast.dismiss();
  mocked.fetchImports.mockResolvedValue([]);
  mocked.fetchAccounts.mockResolvedValue(ACCOUNTS);
  signInAdmin();
});

function renderPage(path = '/admin/imports') {
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <ImportsPage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

const pageAlert = () => document.querySelector('[role="alert"]');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
function dialog(): HTMLElement {
  const d = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!d) throw new Error('no dialog is open');
  return d;
}

describe('the imports list', () => {
  it('says it is loading until the runs arrive', async () => {
    let answer!: (rows: ImportEntry[]) => void;
    mocked.fetchImports.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByText('Loading imports...')).toBeInTheDocument();
    answer([]);
    expect(await screen.findByText('No imports yet')).toBeInTheDocument();
  });

  it('says so when the list fails, in its own words', async () => {
    mocked.fetchImports.mockRejectedValue(refusal(500, 'boom'));
    renderPage();
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Failed to load imports'));
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('shows a running run as running, an interrupted one as interrupted, and says how large imports are answered', async () => {
    mocked.fetchImports.mockResolvedValue([
      run(5, { status: 'running', kind: 'claims', rowsRead: 0, refused: 0, problems: 0 }),
      run(4, { status: 'interrupted', kind: 'parts-lines', rowsRead: 0, refused: 0, problems: 1 }),
    ]);
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
    mocked.fetchImports.mockResolvedValue([
      run(2),
      run(1, {
        kind: 'claims',
        account: 'cli',
        rowsRead: 3,
        inserted: 2,
        unchanged: 1,
        refused: 0,
        problems: 0,
        startedAt: '2026-11-19T08:00:00.000Z',
      }),
      run(3, { status: 'refused', kind: 'parts-lines', startedAt: '2026-11-21T08:00:00.000Z' }),
    ]);
    mocked.downloadImportErrors.mockResolvedValue();
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
    await waitFor(() => expect(mocked.downloadImportErrors).toHaveBeenCalledWith(2));
  });

  it('toasts when the error report cannot be downloaded', async () => {
    mocked.fetchImports.mockResolvedValue([run(2)]);
    mocked.downloadImportErrors.mockRejectedValue(refusal(404, 'Import 2 not found'));
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
    let answer!: (rows: Account[]) => void;
    mocked.fetchAccounts.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage('/admin/imports?tab=accounts');
    expect(await screen.findByText('Loading service accounts...')).toBeInTheDocument();
    answer(ACCOUNTS);
    const live = (await screen.findByText('erp-nightly')).closest('tr') as HTMLElement;
    expect(within(live).getByText('psk_abcdef…')).toBeTruthy();
    expect(within(live).getByText('Never used')).toBeTruthy();
    expect(within(live).getByText('Active')).toBeTruthy();
    const old = rowOf('old-job');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByText('Revoke')).toBeNull();
  });

  it('says so when there is none', async () => {
    mocked.fetchAccounts.mockResolvedValue([]);
    renderPage('/admin/imports?tab=accounts');
    expect(await screen.findByText('No service accounts yet')).toBeInTheDocument();
  });

  it('a failed list shows its own text', async () => {
    mocked.fetchAccounts.mockRejectedValue(refusal(500, 'boom'));
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
    expect(mocked.createAccount).not.toHaveBeenCalled();

    mocked.createAccount.mockRejectedValueOnce(
      refusal(409, 'A service account named erp-nightly exists already'),
    );
    fireEvent.change(name, { target: { value: 'erp-nightly' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog()).findByText('A service account with this name exists already'),
    ).toBeInTheDocument();

    mocked.createAccount.mockResolvedValueOnce({ name: 'dms-sync', key: 'psk_secret-key-123' });
    fireEvent.change(name, { target: { value: ' dms-sync ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await within(dialog()).findByText('psk_secret-key-123')).toBeInTheDocument();
    expect(mocked.createAccount).toHaveBeenLastCalledWith('dms-sync');
    expect(within(dialog()).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Copy key')).toBeInTheDocument();
    await waitFor(() => expect(mocked.fetchAccounts).toHaveBeenCalledTimes(2));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('psk_secret-key-123')).toBeNull());
  });

  it('revokes after a confirmation, then reloads', async () => {
    mocked.revokeAccount.mockResolvedValue();
    renderPage('/admin/imports?tab=accounts');
    fireEvent.click(await screen.findByLabelText('Revoke erp-nightly'));
    expect(within(dialog()).getByText(/Its key stops working at once/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mocked.revokeAccount).toHaveBeenCalledWith(1));
    await waitFor(() => expect(mocked.fetchAccounts).toHaveBeenCalledTimes(2));
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Service account revoked');
  });
});
