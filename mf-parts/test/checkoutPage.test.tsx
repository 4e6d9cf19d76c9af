import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, refuseWith, callsTo, held, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { allowSelects } from '@portal/shared/jest/selectChannel';
import { signInBuyer } from '@portal/shared/jest/session';
import type { CartWire } from '@portal/shared/contract/partsCart';
import { OrderChangedAnswer, type CheckoutWire } from '@portal/shared/contract/partsOrder';
import { CheckoutPage } from '../src/pages/CheckoutPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';

// The checkout (/parts/cart/checkout) over the network boundary: the cart's lines and total, the
// order's fields, the PO flag, a 409's changes accepted and placed again, the empty and error
// states, and French.
const CART = 'GET /parts-cart/:id';
const CHECKOUT = 'GET /parts-checkout/:id';
const PO = 'GET /parts-checkout/:id/po-used';
const PLACE = 'POST /parts-orders/:id';

const line = (partNumber: string, netPrice: number, quantity = 2): CartWire['lines'][number] => ({
  partNumber,
  description: `Bearing ${partNumber}`,
  packQuantity: 1,
  quantity,
  currency: 'USD',
  netPrice,
  lineTotal: netPrice * quantity,
  onHand: 14,
  availability: [],
  addedBy: 'buyer@portal.test',
  addedAt: '2026-11-29T08:00:00Z',
});
const cartOf = (lines: CartWire['lines'], version = 3): CartWire => ({
  version,
  lines,
  currency: 'USD',
  total: lines.reduce((t, l) => t + (l.lineTotal ?? 0), 0),
  updatedBy: 'buyer@portal.test',
  updatedAt: '2026-11-29T08:00:00Z',
});
const CHECKOUT_WIRE: CheckoutWire = {
  shipTo: [{ id: 11, name: 'Main Office', address: '1101 Main Street, Alberta' }],
  shippingMethods: [
    { code: 'ground', label: 'Ground' },
    { code: 'overnight', label: 'Overnight' },
  ],
};
const PLACED = {
  orderNumber: 'WP0000042',
  status: 'Submitted',
  orderType: 'stock',
  currency: 'USD',
  total: 20,
  note: null,
} as const;

allowSelects();

const open = () =>
  renderArea(
    <Routes>
      <Route path="/parts/cart/checkout" element={<CheckoutPage />} />
      <Route path="/parts/orders" element={<p>Open Orders page</p>} />
    </Routes>,
    '/parts/cart/checkout',
  );

beforeEach(() => {
  localStorage.clear();
  signInBuyer();
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

/** The PO number; the dealership's one address is chosen already. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('PO number'), 'PO-77');
  expect(screen.getByTitle('Main Office, 1101 Main Street, Alberta')).toBeInTheDocument();
}

describe('placing the cart (/parts/cart/checkout)', () => {
  it('shows the lines and total, flags a used PO, and places the order once', async () => {
    const wait = held<CartWire>();
    network.use(
      answer(CART, () => wait.promise),
      answer(CHECKOUT, CHECKOUT_WIRE),
      answer(PO, { used: true, orderNumber: 'SO-1', orderDate: '2026-03-02' }),
      answer(PLACE, PLACED),
    );
    const user = userEvent.setup();
    open();
    expect(screen.getByText('Loading the cart...')).toBeInTheDocument();
    wait.release(cartOf([line('SP-1', 5), line('SP-2', 5)]));
    expect(await screen.findByText('Bearing SP-1')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$20.00');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('PO number is required')).toBeInTheDocument();
    expect(callsTo(PLACE)).toHaveLength(0);

    await fill(user);
    expect(
      await screen.findByText(
        'PO number already used on order SO-1 (03/02/2026) in the last 12 months',
      ),
    ).toBeInTheDocument();
    expect(callsTo(PO).at(-1)!.query.get('po')).toBe('PO-77');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Open Orders page')).toBeInTheDocument();
    expect(callsTo(PLACE)).toHaveLength(1);
    // The cart the checkout read is the cart screens' own query, read again once placed (the
    // count beside the search says 'Cart: 0 lines', not the lines just ordered).
    await waitFor(() => expect(callsTo(CART)).toHaveLength(2));
    const sent = callsTo(PLACE)[0];
    expect(sent.headers.get('idempotency-key')).toMatch(/^"[^"]+"$/);
    expect(sent.body).toMatchObject({
      orderType: 'stock',
      poNumber: 'PO-77',
      shipTo: 11,
      shippingMethod: 'ground',
      cartVersion: 3,
      lines: [
        { partNumber: 'SP-1', quantity: 2, netPrice: 5, onHand: 14 },
        { partNumber: 'SP-2', quantity: 2, netPrice: 5, onHand: 14 },
      ],
    });
  });

  it("a dealership's one address is chosen for the buyer", async () => {
    network.use(
      answer(CART, cartOf([line('SP-1', 5)])),
      answer(CHECKOUT, CHECKOUT_WIRE),
      answer(PO, { used: false, orderNumber: null, orderDate: null }),
      answer(PLACE, PLACED),
    );
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('PO number'), 'PO-78');
    expect(screen.getByTitle('Main Office, 1101 Main Street, Alberta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Open Orders page')).toBeInTheDocument();
    expect(callsTo(PLACE)[0].body).toMatchObject({ poNumber: 'PO-78', shipTo: 11 });
  });

  it('of two addresses, the buyer chooses', async () => {
    const branch = { id: 12, name: 'Branch', address: '7 Depot Road, Kansas' };
    network.use(
      answer(CART, cartOf([line('SP-1', 5)])),
      answer(CHECKOUT, { ...CHECKOUT_WIRE, shipTo: [...CHECKOUT_WIRE.shipTo, branch] }),
      answer(PO, { used: false, orderNumber: null, orderDate: null }),
      answer(PLACE, PLACED),
    );
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('PO number'), 'PO-79');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose where to ship the order')).toBeInTheDocument();
    expect(callsTo(PLACE)).toHaveLength(0);
  });

  it('shows each change of a 409 and places again with the cart accepted', async () => {
    const now = cartOf([line('SP-1', 7.25), line('SP-2', 5)], 4);
    const changed: OrderChangedAnswer = {
      statusCode: 409,
      error: 'Conflict',
      message: 'The cart changed since you saw it',
      changes: [{ partNumber: 'SP-1', what: 'price', old: 5, new: 7.25 }],
      cart: now,
    };
    network.use(
      answer(CART, cartOf([line('SP-1', 5), line('SP-2', 5)])),
      answer(CHECKOUT, CHECKOUT_WIRE),
      answer(PO, { used: false, orderNumber: null, orderDate: null }),
      refuseWith(PLACE, 409, OrderChangedAnswer, changed),
    );
    const user = userEvent.setup();
    open();
    await screen.findByText('Bearing SP-1');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('checkout-changes')).toHaveTextContent(
      'SP-1: net price $5.00 → $7.25',
    );
    network.use(answer(PLACE, PLACED));
    await user.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(await screen.findByText('Open Orders page')).toBeInTheDocument();
    const [first, second] = callsTo(PLACE);
    expect(second.body).toMatchObject({
      cartVersion: 4,
      lines: [
        { partNumber: 'SP-1', netPrice: 7.25 },
        { partNumber: 'SP-2', netPrice: 5 },
      ],
    });
    // A new submission: the cart it names is not the first one's.
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
  });

  it('asks for the serial of a machine down order', async () => {
    network.use(
      answer(CART, cartOf([line('SP-1', 5)])),
      answer(CHECKOUT, CHECKOUT_WIRE),
      answer(PO, { used: false, orderNumber: null, orderDate: null }),
      answer('GET /search/:id', {
        hits: [{ kind: 'serial', value: 'PT-1001', detail: 'FM-420', path: '/machines/PT-1001' }],
      }),
    );
    const user = userEvent.setup();
    open();
    await screen.findByText('Bearing SP-1');
    await user.click(screen.getByLabelText('Order type'));
    await user.click(await screen.findByTitle('Machine down (ships first)'));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('A machine down order needs the serial number of the machine'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Serial Number'), 'PT');
    await waitFor(() => expect(callsTo('GET /search/:id').at(-1)?.query.get('q')).toBe('PT'));
    expect(await screen.findByText('PT-1001 · FM-420')).toBeInTheDocument();
  });

  it('says an empty cart plainly', async () => {
    network.use(answer(CART, cartOf([])), answer(CHECKOUT, CHECKOUT_WIRE));
    open();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('says a failed read as an error', async () => {
    network.use(refuse(CART, 500, 'Database unavailable'), answer(CHECKOUT, CHECKOUT_WIRE));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('is French in French', async () => {
    network.use(
      answer(CART, cartOf([line('SP-1', 5)])),
      answer(CHECKOUT, CHECKOUT_WIRE),
      answer(PO, { used: false, orderNumber: null, orderDate: null }),
    );
    await act(() => setLanguage('fr-CA'));
    const { container } = open();
    await screen.findByText('Bearing SP-1');
    expect(callsTo(CART)[0].query.get('language')).toBe('fr-CA');
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('10,00 $ US');
    // The descriptions and shipping words come from the API in the language asked.
    expect(englishLeaks(visibleText(container), partsEnglish(), fr, ['Ground'])).toEqual([]);
  });
});
