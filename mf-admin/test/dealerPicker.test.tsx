import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authStore, SIGNED_OUT, type DealerChoice } from '@portal/shared';
import { DealerPickerPage } from '../src/pages/DealerPickerPage';
import * as dealersApi from '../src/api/dealers';
import { pickerErrorText, withSalesReps } from '../src/rules/dealerPicker';

// The page's own API module is mocked (the routes are tested over HTTP in api/test/users.test.ts).
jest.mock('../src/api/dealers', () => ({
  fetchDealers: jest.fn(),
  fetchSalesStaff: jest.fn(),
  announceDealerChoice: jest.fn(),
}));
const mocked = dealersApi as jest.Mocked<typeof dealersApi>;

const dealer = (n: number, patch: Partial<DealerChoice> = {}): DealerChoice => ({
  dealerId: 1000 + n,
  dealerCode: `D${1000 + n}`,
  dealerName: `Dealer ${n}`,
  division: 'Supreme',
  territory: 'Midwest',
  currency: 'USD',
  ...patch,
});

// Twelve dealers: one more page than the default size of 10 holds.
const DEALERS: DealerChoice[] = [
  dealer(1, { dealerName: 'Prairie Feed Equipment' }),
  dealer(4, {
    dealerName: 'Alberta Mixers',
    division: 'Canada',
    territory: 'Western Canada',
    currency: 'CDN',
  }),
  ...Array.from({ length: 10 }, (_, i) => dealer(20 + i, { territory: 'Southwest' })),
];

/** An API refusal as axios gives it (errorMessage reads these fields). */
const refusal = (status: number, message?: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { statusCode: status, message } : '' },
  });

beforeEach(() => {
  jest.clearAllMocks();
  mocked.fetchDealers.mockResolvedValue(DEALERS);
  mocked.fetchSalesStaff.mockResolvedValue([
    { name: 'Dana Miller', territory: 'Midwest' },
    { name: 'Marc Gagnon', territory: 'Western Canada' },
  ]);
  mocked.announceDealerChoice.mockResolvedValue();
  authStore.setState({ ...SIGNED_OUT, isAuthenticated: true, token: 't', role: 'SupremeSales' });
});

function renderPicker() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<DealerPickerPage />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
// getByRole over the whole page is slow on antd's DOM in jsdom: lookups go by text, label or
// attribute instead.
const bodyRows = () => [...document.querySelectorAll('tbody tr.ant-table-row')];
const columnHeader = (title: string) =>
  screen.getByText(title, { selector: 'thead th, thead th *' });
const pageAlert = () => document.querySelector('[role="alert"]');

describe("the dealer table (spec 001 §2 'Dealer Portal Access')", () => {
  it('shows the spec columns from the dealer list, then the territory sales reps', async () => {
    renderPicker();
    await screen.findByText('Prairie Feed Equipment');
    for (const col of [
      'Trading Partner ID',
      'Dealer Code',
      'Company Name',
      'Division',
      'Territory',
      'Currency',
      'Sales Rep',
    ])
      expect(columnHeader(col)).toBeInTheDocument();
    const alberta = screen.getByText('Alberta Mixers').closest('tr') as HTMLElement;
    for (const cell of ['1004', 'D1004', 'Canada', 'Western Canada', 'CDN', 'Marc Gagnon'])
      expect(within(alberta).getByText(cell)).toBeInTheDocument();
  });

  // The 10 / 25 / 50 choices are opened in a real browser (e2e/tests/admin.spec.ts): antd's
  // select needs MessageChannel, which jsdom lacks.
  it('pages by 10 by default and searches every column', async () => {
    renderPicker();
    await screen.findByText('Prairie Feed Equipment');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Items per page')).toBeInTheDocument();

    // Case-insensitive, over the listed fields: a rep's name finds the dealers of her territory.
    fireEvent.change(screen.getByPlaceholderText('Search dealers...'), {
      target: { value: 'DANA' },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Prairie Feed Equipment');
  });

  it('still lists the dealers when the sales staff list fails', async () => {
    mocked.fetchSalesStaff.mockRejectedValue(refusal(500, 'boom'));
    renderPicker();
    expect(await screen.findByText('Alberta Mixers')).toBeInTheDocument();
    expect(screen.queryByText('Marc Gagnon')).toBeNull();
  });
});

describe('choosing a dealer (spec 001 §2, §4)', () => {
  it('sets dealer, division, territory, code, name and currency, tells the API, goes home', async () => {
    renderPicker();
    fireEvent.click(await screen.findByLabelText('Select D1004'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({
      selectedDealer: 1004,
      dealerCode: 'D1004',
      dealerName: 'Alberta Mixers',
      division: 'Canada',
      territory: 'Western Canada',
      currency: 'CDN',
    });
    expect(mocked.announceDealerChoice).toHaveBeenCalledWith(1004);
  });

  it('keeps the choice when the audit call fails', async () => {
    mocked.announceDealerChoice.mockRejectedValue(refusal(500));
    renderPicker();
    fireEvent.click(await screen.findByLabelText('Select D1001'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(authStore.getState().selectedDealer).toBe(1001);
  });

  it("marks the dealer already chosen 'Selected'", async () => {
    authStore.setState({ selectedDealer: 1001 });
    renderPicker();
    expect(await screen.findByLabelText('Selected D1001')).toHaveTextContent('Selected');
  });
});

describe("errors (spec 001 §8: 'Error: ' plus the message, or 'Failed to fetch data')", () => {
  it("shows 'Error: ' and the server's message", async () => {
    mocked.fetchDealers.mockRejectedValue(refusal(503, 'Database not reachable'));
    renderPicker();
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Error: Database not reachable'));
  });

  it("shows 'Failed to fetch data' when the answer carries no message", async () => {
    mocked.fetchDealers.mockRejectedValue(refusal(502));
    renderPicker();
    await waitFor(() => expect(pageAlert()).toHaveTextContent(/^Failed to fetch data$/));
  });

  it('words both texts as the spec does', () => {
    expect(pickerErrorText('Network down')).toBe('Error: Network down');
    expect(pickerErrorText('')).toBe('Failed to fetch data');
    expect(pickerErrorText(null)).toBe('Failed to fetch data');
  });
});

describe('sales reps by territory', () => {
  it('joins every rep of the territory, whatever the case, and none for an unknown one', () => {
    const rows = withSalesReps(
      [dealer(1, { territory: 'midwest ' }), dealer(2, { territory: null })],
      [
        { name: 'Dana Miller', territory: 'Midwest' },
        { name: 'Rosa Diaz', territory: 'Midwest' },
        { name: 'Owen Price', territory: 'West' },
      ],
    );
    expect(rows.map((r) => r.salesReps)).toEqual(['Dana Miller, Rosa Diaz', '']);
  });
});
