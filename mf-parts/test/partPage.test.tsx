import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import type { PartWire } from '@portal/shared/contract/partsCatalog';
import { PartPage } from '../src/pages/PartPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';
import { partWire } from './catalogWire';
import { cartWire } from './cartWire';

// A part's page over the network boundary (answers checked against the contract).
const ROUTE = 'GET /parts-catalog/:id/parts/:partNumber';
const DEC_14 = `${new Date().getUTCFullYear()}-12-14`;

const CHAIN = partWire('CH-8810', {
  description: 'Roller chain, 80',
  status: 'superseded',
  packQuantity: 6,
  weightKg: 1250.5,
  replaced: [{ partNumber: 'CH-8800', description: 'Roller chain', status: 'superseded' }],
  replacedBy: [{ partNumber: 'CH-8812', description: 'Roller chain, 80 HD', status: 'active' }],
  kitContents: [
    { partNumber: 'CL-1', description: 'Connecting link', status: 'active', quantity: 2 },
  ],
  inKits: [{ partNumber: 'KIT-9', description: 'Drive kit', status: 'active' }],
  availability: [
    {
      warehouse: 'AB',
      warehouseName: 'Alberta',
      onHand: 14,
      nextReceiptDate: null,
      nextReceiptQuantity: null,
    },
    {
      warehouse: 'KS',
      warehouseName: 'Kansas',
      onHand: 0,
      nextReceiptDate: DEC_14,
      nextReceiptQuantity: 20,
    },
  ],
  whereUsed: [
    { diagramId: 7, model: 'FM-420', assemblyCode: 'A03', title: 'Auger drive', callout: 4 },
  ],
});

const open = (partNumber = 'CH-8810') =>
  renderArea(
    <Routes>
      <Route path="/parts/catalog/:partNumber" element={<PartPage />} />
    </Routes>,
    `/parts/catalog/${encodeURIComponent(partNumber)}`,
  );
const card = (title: string) =>
  within(
    screen.getByRole('heading', { level: 3, name: title }).closest('.ant-card') as HTMLElement,
  );

beforeEach(() => {
  signInBuyer();
  // The cart link beside the way back reads the dealership's cart.
  network.use(answer('GET /parts-cart/:id', cartWire(1, [])));
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe("a part's page (/parts/catalog/{partNumber})", () => {
  it('shows what the part is, its prices, stock, chain, kit and where it is used', async () => {
    const wait = held<PartWire>();
    network.use(answer(ROUTE, () => wait.promise));
    open();
    expect(screen.getByText('Loading part...')).toBeInTheDocument();
    wait.release(CHAIN);
    expect(await screen.findByTestId('part-summary')).toHaveTextContent('CH-8810');
    expect(callsTo(ROUTE)[0].params).toEqual({ id: '1001', partNumber: 'CH-8810' });
    expect(callsTo(ROUTE)[0].query.get('language')).toBe('en');

    const details = card('Details');
    expect(details.getByText('Roller chain, 80')).toBeInTheDocument();
    expect(details.getByText('EA')).toBeInTheDocument();
    expect(details.getByText('6')).toBeInTheDocument();
    expect(details.getByText('1,250.5 kg')).toBeInTheDocument();
    expect(details.getByText('Superseded')).toBeInTheDocument();

    expect(card('Price').getByText('$150.00')).toBeInTheDocument();
    expect(card('Price').getByText('$112.50')).toBeInTheDocument();

    const stock = card('Availability');
    expect(stock.getByText('14 in stock')).toBeInTheDocument();
    expect(stock.getByText('Back-ordered, next receipt Dec 14')).toBeInTheDocument();

    // The chain oldest first, each other part a link; what to order instead.
    const chain = card('Supersession');
    const links = within(chain.getByRole('list', { name: 'Supersession chain' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(links).toEqual(['CH-8800 →', 'CH-8810 →', 'CH-8812']);
    expect(chain.getByRole('link', { name: 'CH-8812' })).toHaveAttribute(
      'href',
      '/parts/catalog/CH-8812',
    );
    expect(chain.getByText('Replaced: order CH-8812')).toBeInTheDocument();

    const kit = card('Kit Contents');
    expect(kit.getByRole('link', { name: 'CL-1' })).toBeInTheDocument();
    expect(kit.getByRole('link', { name: 'KIT-9' })).toHaveAttribute(
      'href',
      '/parts/catalog/KIT-9',
    );

    expect(
      card('Where Used').getByRole('link', { name: 'FM-420: Auger drive, callout 4' }),
    ).toHaveAttribute('href', '/parts/catalog/diagrams/7?callout=4');
  });

  it('shows a DealerViewer the list price but no net price', async () => {
    signInBuyer({ role: 'DealerViewer' });
    network.use(answer(ROUTE, partWire('AF-1400', { netPrice: undefined })));
    open('AF-1400');
    await screen.findByTestId('part-summary');
    const price = card('Price');
    expect(price.getByText('$150.00')).toBeInTheDocument();
    expect(price.queryByText('Net Price')).toBeNull();
  });

  it('says plainly that the catalogue has no such part', async () => {
    network.use(refuse(ROUTE, 404, 'Part NOPE not found'));
    open('NOPE');
    expect(await screen.findByText('No part NOPE in the catalog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the read failed', async () => {
    network.use(refuse(ROUTE, 500, 'Internal Server Error'));
    open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('empty sections say so', async () => {
    network.use(answer(ROUTE, partWire('AF-1400', { availability: [] })));
    open('AF-1400');
    expect(
      await screen.findByText('Not superseded and replaces no other part'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not a kit and in no kit')).toBeInTheDocument();
    expect(screen.getByText('On no diagram')).toBeInTheDocument();
    expect(screen.getByText('No warehouse stocks this part')).toBeInTheDocument();
  });

  it('is French in French', async () => {
    network.use(answer(ROUTE, CHAIN));
    await act(() => setLanguage('fr-CA'));
    const { container } = open();
    await screen.findByTestId('part-summary');
    expect(callsTo(ROUTE)[0].query.get('language')).toBe('fr-CA');
    expect(
      card('Disponibilité').getByText('En rupture, prochaine réception le 14 déc.'),
    ).toBeInTheDocument();
    expect(card('Détails').getByText('1 250,5 kg')).toBeInTheDocument();
    expect(card('Prix').getByText('112,50 $ US')).toBeInTheDocument();
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});
