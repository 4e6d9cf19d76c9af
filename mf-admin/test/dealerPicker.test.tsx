import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { authStore, SIGNED_OUT, type DealerChoice } from '@portal/shared';
import type { DealerWire } from '@portal/shared/contract/dealers';
import type { SalesRepWire } from '@portal/shared/contract/resources';
import { answer, callsTo, fromProxy, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { DealerPickerPage } from '../src/pages/DealerPickerPage';
import { pickerErrorText, withSalesReps } from '../src/rules/dealerPicker';

// The API's answers are the test's, in the wire's names (checked against the contract); the
// client, the mappers and the page are real. The routes are tested over HTTP in
// api/test/users.test.ts.

const wire = (n: number, patch: Partial<DealerWire> = {}): DealerWire => ({
  tradingPartnerId: 1000 + n,
  tpNameX: `D${1000 + n}`,
  companyNameX: `Dealer ${n}`,
  divX: 'Supreme',
  terX: 'Midwest',
  currencY_X: 'USD',
  ...patch,
});

// Twelve dealers: one more page than the default size of 10 holds.
const DEALERS: DealerWire[] = [
  wire(1, { companyNameX: 'Prairie Feed Equipment' }),
  wire(4, {
    companyNameX: 'Alberta Mixers',
    divX: 'Canada',
    terX: 'Western Canada',
    currencY_X: 'CDN',
  }),
  ...Array.from({ length: 10 }, (_, i) => wire(20 + i, { terX: 'Southwest' })),
];

const rep = (id: string, name: string, territory: string): SalesRepWire => ({
  salesRepId: id,
  salesRepDescr: name,
  repTitle: null,
  repPhone: null,
  emailAddr: null,
  territoryId: territory,
  territoryDescr: territory,
});

/** The dealers whose choice was told to the API, in order. */
const announced = () => callsTo('POST /dealerview/select').map((c) => c.headers.get('X-Dealer-Id'));

beforeEach(() => {
  network.use(
    answer('GET /dealerview', DEALERS),
    answer('GET /salesstaff', [
      rep('R1', 'Dana Miller', 'Midwest'),
      rep('R2', 'Marc Gagnon', 'Western Canada'),
    ]),
    answer('POST /dealerview/select', ({ headers }) =>
      DEALERS.find((d) => String(d.tradingPartnerId) === headers.get('X-Dealer-Id'))!,
    ),
  );
  authStore.setState({ ...SIGNED_OUT, isAuthenticated: true, token: 't', role: 'SupremeSales' });
});

function renderPicker() {
  renderArea(
    <Routes>
      <Route path="/admin" element={<DealerPickerPage />} />
      <Route path="/home" element={<p>home page</p>} />
    </Routes>,
    '/admin',
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
    network.use(refuse('GET /salesstaff', 500, 'boom'));
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
    await waitFor(() => expect(announced()).toEqual(['1004']));
  });

  it('keeps the choice when the audit call fails', async () => {
    network.use(refuse('POST /dealerview/select', 500, 'Internal Server Error'));
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
    network.use(refuse('GET /dealerview', 503, 'Database not reachable'));
    renderPicker();
    await waitFor(() => expect(pageAlert()).toHaveTextContent('Error: Database not reachable'));
  });

  it("shows 'Failed to fetch data' when the answer carries no message", async () => {
    // A proxy's 502 (the API is not there): no message of the API's.
    network.use(fromProxy('GET /dealerview', 502));
    renderPicker();
    await waitFor(() => expect(pageAlert()).toHaveTextContent(/^Failed to fetch data$/));
  });

  it('words both texts as the spec does', () => {
    expect(pickerErrorText('Network down')).toBe('Error: Network down');
    expect(pickerErrorText('')).toBe('Failed to fetch data');
    expect(pickerErrorText(null)).toBe('Failed to fetch data');
  });
});

const dealer = (n: number, patch: Partial<DealerChoice> = {}): DealerChoice => ({
  dealerId: 1000 + n,
  dealerCode: `D${1000 + n}`,
  dealerName: `Dealer ${n}`,
  division: 'Supreme',
  territory: 'Midwest',
  currency: 'USD',
  ...patch,
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
