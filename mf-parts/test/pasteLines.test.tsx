import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import { CartPage } from '../src/pages/CartPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';
import { addAnswer, cartLine, cartWire, result } from './cartWire';

// Lines pasted or uploaded on the cart page: sent as text, every line's result listed, the lines
// not added kept to fix and send again.
const GET = 'GET /parts-cart/:id';
const ADD = 'POST /parts-cart/:id/lines';

const PASTED = [
  'part, quantity',
  'AF-1400, 2',
  'CH-8800; 6',
  'PIN-7\t5',
  '',
  'NO-SUCH, 1',
  'OLD-1, 1',
  'AF-1400, two',
].join('\n');
const RESULTS = [
  result(1, 'AF-1400', 'added', { partNumber: 'AF-1400', quantity: 2 }),
  result(2, 'CH-8800', 'superseded', {
    message: 'superseded, replaced by CH-8812',
    partNumber: 'CH-8812',
    quantity: 6,
  }),
  result(3, 'PIN-7', 'rounded up', {
    message: 'quantity rounded up to the pack of 6',
    partNumber: 'PIN-7',
    quantity: 6,
  }),
  result(4, 'NO-SUCH', 'unknown part'),
  result(5, 'OLD-1', 'obsolete'),
  result(6, 'AF-1400', 'bad quantity', {
    message: 'bad quantity: a whole number from 1 to 99999',
  }),
];
const AFTER = cartWire(4, [
  cartLine('AF-1400', { packQuantity: 1, quantity: 2, lineTotal: 21 }),
  cartLine('CH-8812', { quantity: 6, lineTotal: 63 }),
  cartLine('PIN-7', { quantity: 6, lineTotal: 63 }),
]);

const open = () =>
  renderArea(
    <Routes>
      <Route path="/parts/cart" element={<CartPage />} />
    </Routes>,
    '/parts/cart',
  );
const box = () => screen.getByRole('textbox', { name: /Lines to add|Lignes à ajouter/ });
const results = () =>
  within(screen.getByTestId('line-results'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => signInBuyer());
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('pasting lines into the cart', () => {
  it('lists every line’s result and keeps the lines not added to send again', async () => {
    network.use(answer(GET, cartWire(3, [])), answer(ADD, addAnswer(RESULTS, AFTER)));
    open();
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
    expect(await screen.findByText('Results of 6 lines')).toBeInTheDocument();
    // Sent as the text pasted, for the API to read.
    expect(callsTo(ADD)[0].headers.get('content-type')).toMatch(/^text\/plain/);
    expect(callsTo(ADD)[0].body).toBe(PASTED);
    expect(results()).toEqual([
      'AF-1400: added 2',
      'CH-8800: superseded, replaced by CH-8812; added 6',
      'PIN-7: quantity rounded up to the pack of 6; added 6',
      'NO-SUCH: unknown part',
      'OLD-1: obsolete, not added',
      'AF-1400: bad quantity, not added',
    ]);
    expect(box()).toHaveValue('NO-SUCH, 1\nOLD-1, 1\nAF-1400, two');
    expect(screen.getByText(/3 lines were not added/)).toBeInTheDocument();
    // The cart above shows what was added.
    expect(screen.getByRole('link', { name: 'CH-8812' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: $147.00');

    // Fixed and sent again: only the kept lines go.
    fireEvent.change(box(), { target: { value: 'AF-1400, 2' } });
    network.use(
      answer(
        ADD,
        addAnswer([result(1, 'AF-1400', 'added', { partNumber: 'AF-1400', quantity: 2 })], AFTER),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(callsTo(ADD)[1].body).toBe('AF-1400, 2');
    expect(results()).toEqual(['AF-1400: added 2']);
  });

  it('sends a CSV file chosen as its text', async () => {
    network.use(
      answer(GET, cartWire(3, [])),
      answer(ADD, addAnswer([result(1, 'NO-SUCH', 'unknown part')], cartWire(3, []))),
    );
    open();
    await screen.findByTestId('cart-empty');
    const file = new File(['part,quantity\nNO-SUCH,1\n'], 'order.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('cart-csv'), { target: { files: [file] } });
    expect(await screen.findByText('NO-SUCH: unknown part')).toBeInTheDocument();
    expect(callsTo(ADD)[0].body).toBe('part,quantity\nNO-SUCH,1\n');
    expect(box()).toHaveValue('NO-SUCH,1');
  });

  it('a refused text keeps every line as written', async () => {
    network.use(
      answer(GET, cartWire(3, [])),
      refuse(ADD, 400, 'Line 1: expected "part, quantity" (2 fields), found 3'),
    );
    open();
    await screen.findByTestId('cart-empty');
    fireEvent.change(box(), { target: { value: 'A, 1, 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 1: expected');
    expect(box()).toHaveValue('A, 1, 2');
  });

  it('says every result in French', async () => {
    network.use(answer(GET, cartWire(3, [])), answer(ADD, addAnswer(RESULTS, AFTER)));
    await act(() => setLanguage('fr-CA'));
    const { container } = open();
    await screen.findByTestId('cart-empty');
    fireEvent.change(box(), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter les lignes' }));
    await screen.findByTestId('line-results');
    expect(results()).toEqual([
      'AF-1400\u00a0: 2 ajouté(s)',
      'CH-8800\u00a0: remplacée par CH-8812\u00a0; 6 ajouté(s)',
      'PIN-7\u00a0: quantité arrondie à l’emballage de 6\u00a0; 6 ajouté(s)',
      'NO-SUCH\u00a0: pièce inconnue',
      'OLD-1\u00a0: pièce périmée, non ajoutée',
      'AF-1400\u00a0: quantité invalide, non ajoutée',
    ]);
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});
