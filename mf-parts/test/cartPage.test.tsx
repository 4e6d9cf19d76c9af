import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import { CartStaleAnswer } from '@portal/shared/contract/partsCart';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import {
  answer,
  callsTo,
  fromProxy,
  held,
  network,
  refuse,
  refuseWith,
} from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import type { CartWire } from '@portal/shared/contract/partsCart';
import { CartPage } from '../src/pages/CartPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';
import { cartLine, cartWire } from './cartWire';
import { kansas } from './catalogWire';

// The dealership's cart page over the network boundary (answers checked against the contract).
const GET = 'GET /parts-cart/:id';
const PUT = 'PUT /parts-cart/:id/lines/:partNumber';
const REMOVE = 'DELETE /parts-cart/:id/lines/:partNumber';
const EMPTY = 'DELETE /parts-cart/:id';

const CHAIN = cartLine('CH-8810');
const FILTER = cartLine('AF-1400', {
  description: 'Air filter',
  packQuantity: 1,
  quantity: 2,
  netPrice: 40,
  lineTotal: 80,
  onHand: 0,
  availability: [kansas(0, { nextReceiptDate: `${new Date().getUTCFullYear()}-12-14` })],
});
const CART = cartWire(3, [CHAIN, FILTER]);

const open = () =>
  renderArea(
    <Routes>
      <Route path="/parts/cart" element={<CartPage />} />
    </Routes>,
    '/parts/cart',
  );
const rowOf = (partNumber: string) =>
  within(screen.getByRole('link', { name: partNumber }).closest('tr') as HTMLElement);
const quantityOf = (partNumber: string) =>
  screen.getByRole('spinbutton', { name: `Quantity of ${partNumber}` });
const setQuantity = (partNumber: string, value: string) => {
  const input = quantityOf(partNumber);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => signInBuyer());
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('the parts cart (/parts/cart)', () => {
  it('shows each line with its price, total and stock, the total and the way to check out', async () => {
    const wait = held<CartWire>();
    network.use(answer(GET, () => wait.promise));
    open();
    expect(screen.getByText('Loading the cart...')).toBeInTheDocument();
    wait.release(CART);
    expect(await screen.findByRole('link', { name: 'CH-8810' })).toHaveAttribute(
      'href',
      '/parts/catalog/CH-8810',
    );
    expect(callsTo(GET)[0].params).toEqual({ id: '1001' });
    expect(callsTo(GET)[0].query.get('language')).toBe('en');
    const chain = rowOf('CH-8810');
    expect(chain.getByText('Roller chain, 80')).toBeInTheDocument();
    expect(chain.getByText('$10.50')).toBeInTheDocument();
    expect(chain.getByText('$126.00')).toBeInTheDocument();
    expect(chain.getByText('14 in stock, Alberta')).toBeInTheDocument();
    expect(quantityOf('CH-8810')).toHaveValue('12');
    expect(rowOf('AF-1400').getByText('Back-ordered, next receipt Dec 14')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: $206.00');
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute(
      'href',
      '/parts/cart/checkout',
    );
  });

  it('changes a quantity in whole packs on the version shown, then on the one answered', async () => {
    network.use(
      answer(GET, CART),
      answer(PUT, (call) =>
        cartWire(Number(/\d+/.exec(call.headers.get('if-match') ?? '')?.[0]) + 1, [
          cartLine('CH-8810', { quantity: (call.body as { quantity: number }).quantity }),
          FILTER,
        ]),
      ),
    );
    open();
    await screen.findByRole('link', { name: 'CH-8810' });
    // Not a whole number of packs: said, not sent.
    setQuantity('CH-8810', '13');
    expect(screen.getByText('Order in packs of 6')).toBeInTheDocument();
    expect(callsTo(PUT)).toHaveLength(0);
    setQuantity('CH-8810', '18');
    await waitFor(() => expect(quantityOf('CH-8810')).toHaveValue('18'));
    await waitFor(() => expect(callsTo(PUT)).toHaveLength(1));
    expect(callsTo(PUT)[0].params).toEqual({ id: '1001', partNumber: 'CH-8810' });
    expect(callsTo(PUT)[0].headers.get('if-match')).toBe('"3"');
    expect(callsTo(PUT)[0].body).toEqual({ quantity: 18 });
    await waitFor(() => expect(quantityOf('CH-8810')).not.toBeDisabled());
    setQuantity('CH-8810', '24');
    await waitFor(() => expect(callsTo(PUT)).toHaveLength(2));
    expect(callsTo(PUT)[1].headers.get('if-match')).toBe('"4"');
  });

  it('a change on a stale cart shows the cart as it is now and applies the change again', async () => {
    // Another buyer changed the filter's quantity and added a line meanwhile.
    const now = cartWire(5, [CHAIN, { ...FILTER, quantity: 4, lineTotal: 160 }, cartLine('PIN-7')]);
    let first = true;
    network.use(answer(GET, CART));
    network.use(
      refuseWith(PUT, 412, CartStaleAnswer, {
        statusCode: 412,
        error: 'Precondition Failed',
        message: 'The cart changed (version 5 now): reload it and try again',
        cart: now,
      }),
    );
    open();
    await screen.findByRole('link', { name: 'CH-8810' });
    setQuantity('CH-8810', '18');
    // The field left again while the change is on its way (a browser blurs the field it
    // disables): nothing more is sent.
    fireEvent.blur(quantityOf('CH-8810'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed the cart');
    expect(alert).toHaveTextContent('Your change: CH-8810 to 18.');
    // The cart as it is now, the other buyer's line included; nothing of the user's is lost.
    expect(screen.getByRole('link', { name: 'PIN-7' })).toBeInTheDocument();
    expect(quantityOf('AF-1400')).toHaveValue('4');
    // The field shows the cart's quantity, not the figure refused (the notice says that one).
    await waitFor(() => expect(quantityOf('CH-8810')).toHaveValue(String(CHAIN.quantity)));
    fireEvent.blur(quantityOf('CH-8810'));
    expect(callsTo(PUT)).toHaveLength(1);
    expect(callsTo(PUT)[0].headers.get('if-match')).toBe('"3"');

    network.use(
      answer(PUT, () => {
        first = false;
        return cartWire(6, [cartLine('CH-8810', { quantity: 18 }), now.lines[1], now.lines[2]]);
      }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
    await waitFor(() => expect(first).toBe(false));
    expect(callsTo(PUT)[1].headers.get('if-match')).toBe('"5"');
    expect(callsTo(PUT)[1].body).toEqual({ quantity: 18 });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(quantityOf('CH-8810')).toHaveValue('18'));
  });

  it('removes a line, and empties the cart once confirmed', async () => {
    network.use(
      answer(GET, CART),
      answer(REMOVE, cartWire(4, [FILTER])),
      answer(EMPTY, cartWire(5, [])),
    );
    open();
    await screen.findByRole('link', { name: 'CH-8810' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove CH-8810' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CH-8810' })).toBeNull());
    expect(callsTo(REMOVE)[0].params.partNumber).toBe('CH-8810');
    expect(callsTo(REMOVE)[0].headers.get('if-match')).toBe('"3"');

    fireEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Every line is removed, for everyone at the dealership.');
    expect(callsTo(EMPTY)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Empty the cart' }));
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('The cart is empty.');
    expect(callsTo(EMPTY)[0].headers.get('if-match')).toBe('"4"');
  });

  it('says a failed read and a refused change', async () => {
    network.use(fromProxy(GET, 502));
    const first = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the cart');
    first.unmount();

    network.use(answer(GET, CART), refuse(REMOVE, 403, 'Viewers cannot change the cart'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove CH-8810' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Viewers cannot change the cart');
    expect(screen.getByRole('link', { name: 'CH-8810' })).toBeInTheDocument();
  });

  it('is French in French', async () => {
    network.use(answer(GET, CART));
    await act(() => setLanguage('fr-CA'));
    const { container } = open();
    await screen.findByRole('link', { name: 'CH-8810' });
    expect(callsTo(GET)[0].query.get('language')).toBe('fr-CA');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Panier de pièces');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^Total\s:\s206,00\s\$\sUS$/);
    expect(screen.getByRole('link', { name: 'Passer la commande' })).toBeInTheDocument();
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});
