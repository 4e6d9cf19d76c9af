import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import type { PartSearchAnswer } from '@portal/shared/contract/partsCatalog';
import { CatalogPage } from '../src/pages/CatalogPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';
import { alberta, hitWire, kansas } from './catalogWire';
import { cartWire } from './cartWire';

// The catalogue's search screen over the network boundary: the answers are the test's (checked
// against the contract), the client, the mapping and the list kit are the portal's.
const ROUTE = 'GET /parts-catalog/:id/parts';
const page = (rows: PartSearchAnswer['rows']): PartSearchAnswer => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 10,
});
/** A receipt date of this year, written 'Dec 14' whatever year the test runs in. */
const DEC_14 = `${new Date().getUTCFullYear()}-12-14`;

const setPhone = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

const RESULTS = page([
  hitWire('AF-1400'),
  hitWire('CH-8812', {
    description: 'Roller chain, 80',
    replaces: ['CH-8800', 'CH-8810', 'CH-8812'],
    availability: [alberta(0, { nextReceiptDate: DEC_14 }), kansas(0)],
    netPrice: 64,
  }),
  hitWire('KN-22', {
    description: 'Mixer knife',
    status: 'obsolete',
    availability: [],
    netPrice: null,
  }),
]);

beforeEach(() => {
  setPhone(false);
  signInBuyer();
  // The cart link beside the search reads the dealership's cart.
  network.use(answer('GET /parts-cart/:id', cartWire(1, [])));
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

const search = (text: string) =>
  fireEvent.change(screen.getByPlaceholderText('Part number or description'), {
    target: { value: text },
  });
const rowOf = (partNumber: string) =>
  screen.getByRole('link', { name: partNumber }).closest('tr') as HTMLElement;

describe('the parts catalogue (/parts/catalog)', () => {
  it('says it is searching until the answer is in, then shows each part in words a clerk uses', async () => {
    const wait = held<PartSearchAnswer>();
    network.use(answer(ROUTE, () => wait.promise));
    renderArea(<CatalogPage />, '/parts/catalog');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Parts Catalog');
    expect(await screen.findByText('Searching the catalog...')).toBeInTheDocument();
    wait.release(RESULTS);

    const first = within(await waitFor(() => rowOf('AF-1400')));
    expect(first.getByText('Auger flighting, 14 in')).toBeInTheDocument();
    expect(first.getByText('14 in stock, Alberta')).toBeInTheDocument();
    expect(first.getByText('$112.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AF-1400' })).toHaveAttribute(
      'href',
      '/parts/catalog/AF-1400',
    );
    // Found by an old number: the replacement, with the chain the API gave.
    const chain = within(rowOf('CH-8812'));
    expect(chain.getByText('Replaces CH-8800 (CH-8800 → CH-8810 → CH-8812)')).toBeInTheDocument();
    expect(chain.getByText(`Back-ordered, next receipt Dec 14`)).toBeInTheDocument();
    const knife = within(rowOf('KN-22'));
    expect(knife.getByText('Obsolete')).toBeInTheDocument();
    expect(knife.getByText('Out of stock')).toBeInTheDocument();
    expect(knife.getByText('Not priced')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Part Number',
      'Description',
      'Availability',
      'Net Price',
      'Add to cart',
    ]);
    // The page asked in its language, for the acting dealer.
    expect(callsTo(ROUTE)[0].params.id).toBe('1001');
    expect(callsTo(ROUTE)[0].query.get('language')).toBe('en');
  });

  it('asks the API for what is typed, and says when nothing matches', async () => {
    network.use(answer(ROUTE, ({ query }) => (query.get('q') === 'zzz' ? page([]) : RESULTS)));
    renderArea(<CatalogPage />, '/parts/catalog');
    await waitFor(() => rowOf('AF-1400'));
    search('zzz');
    expect(await screen.findByText('No parts found')).toBeInTheDocument();
    expect(callsTo(ROUTE).at(-1)!.query.get('q')).toBe('zzz');
    // No sort is asked: the catalogue's order is the API's (best match first).
    expect(callsTo(ROUTE).at(-1)!.query.get('sort')).toBeNull();
  });

  it('says when more parts match than are counted, and how to narrow the search', async () => {
    network.use(
      answer(ROUTE, ({ query }) =>
        query.get('q') === 'e' ? { ...RESULTS, total: 1000, more: true } : RESULTS,
      ),
    );
    renderArea(<CatalogPage />, '/parts/catalog');
    await waitFor(() => rowOf('AF-1400'));
    expect(screen.queryByRole('status')).toBeNull();
    search('e');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'More than 1,000 parts match: add words or digits to narrow the search.',
    );
    expect(screen.getByText('Page 1 of 100+')).toBeInTheDocument();
  });

  it('shows a DealerViewer no net price, not even a column for it', async () => {
    signInBuyer({ role: 'DealerViewer' });
    network.use(answer(ROUTE, page([hitWire('AF-1400', { netPrice: undefined })])));
    renderArea(<CatalogPage />, '/parts/catalog');
    await waitFor(() => rowOf('AF-1400'));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Part Number', 'Description', 'Availability']);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('says the read failed in place of the results', async () => {
    network.use(refuse(ROUTE, 503, 'The catalogue is being loaded'));
    renderArea(<CatalogPage />, '/parts/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is being loaded');
  });

  it('shows each part as a card on a phone', async () => {
    setPhone(true);
    network.use(answer(ROUTE, RESULTS));
    const { container } = renderArea(<CatalogPage />, '/parts/catalog');
    await screen.findByRole('link', { name: 'AF-1400' });
    expect(container.querySelector('table')).toBeNull();
    const card = screen.getByRole('link', { name: 'AF-1400' }).closest('.portal-card')!;
    expect(card).toHaveTextContent('14 in stock, Alberta');
    expect(card).toHaveTextContent('$112.50');
  });

  it('is French in French: its texts, the availability, the money, the language asked', async () => {
    network.use(answer(ROUTE, RESULTS));
    await act(() => setLanguage('fr-CA'));
    const { container } = renderArea(<CatalogPage />, '/parts/catalog');
    await waitFor(() => rowOf('AF-1400'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Catalogue de pièces');
    expect(within(rowOf('AF-1400')).getByText('14 en stock, Alberta')).toBeInTheDocument();
    expect(within(rowOf('AF-1400')).getByText('112,50 $ US')).toBeInTheDocument();
    expect(
      within(rowOf('CH-8812')).getByText('En rupture, prochaine réception le 14 déc.'),
    ).toBeInTheDocument();
    expect(callsTo(ROUTE).at(-1)!.query.get('language')).toBe('fr-CA');
    // The pager is the shared catalog's; the parts' descriptions are the answer's (data).
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});
