import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { languageStore, setLanguage, toastStore } from '@portal/shared';
import { answer, callsTo, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { signInBuyer } from '@portal/shared/jest/session';
import type { PartSearchAnswer } from '@portal/shared/contract/partsCatalog';
import { Reorder } from '../src/cart/Reorder';
import { CatalogPage } from '../src/pages/CatalogPage';
import { DiagramPage } from '../src/pages/DiagramPage';
import { PartPage } from '../src/pages/PartPage';
import { addAnswer, cartLine, cartWire, result } from './cartWire';
import { diagramWire, hitWire, partWire } from './catalogWire';

// 'Add to cart' wherever a part is shown, and 'Re-order' on a past order: each sends its lines
// to the cart and says what became of them; a DealerViewer has neither.
const CART = 'GET /parts-cart/:id';
const ADD = 'POST /parts-cart/:id/lines';
const REORDER = 'POST /parts-cart/:id/reorder';
const SEARCH = 'GET /parts-catalog/:id/parts';

const page = (rows: PartSearchAnswer['rows']): PartSearchAnswer => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
});
const toasts = () => toastStore.getState().toasts.map((t) => `${t.type}: ${t.message}`);
const added = (part: string, quantity: number) =>
  addAnswer(
    [result(1, part, 'added', { partNumber: part, quantity })],
    cartWire(2, [cartLine(part, { quantity })]),
  );

beforeEach(() => {
  signInBuyer();
  act(() => toastStore.setState({ toasts: [] }));
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('adding to the cart', () => {
  it('from the catalogue’s results: one pack by default, a confirmation, the count beside the search', async () => {
    network.use(
      answer(CART, cartWire(1, [])),
      answer(
        SEARCH,
        page([hitWire('AF-1400', { packQuantity: 6 }), hitWire('KN-22', { status: 'obsolete' })]),
      ),
      answer(ADD, added('AF-1400', 12)),
    );
    renderArea(<CatalogPage />, '/parts/catalog');
    await screen.findByRole('link', { name: 'AF-1400' });
    expect(await screen.findByTestId('cart-link')).toHaveTextContent('Cart: 0 lines');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of AF-1400' })).toHaveValue('6');
    // An obsolete part cannot be ordered.
    expect(screen.queryByRole('button', { name: 'Add KN-22 to the cart' })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of AF-1400' }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add AF-1400 to the cart' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Added 12 × AF-1400 to the cart']));
    expect(callsTo(ADD)[0].body).toEqual({ lines: [{ part: 'AF-1400', quantity: 12 }] });
    expect(callsTo(ADD)[0].headers.get('content-type')).toMatch(/^application\/json/);
    // The cart the answer carried is the one the count shows, with no second read.
    expect(screen.getByTestId('cart-link')).toHaveTextContent('Cart: 1 line');
    expect(callsTo(CART)).toHaveLength(1);
  });

  it('from a part’s page, saying a result that is not a plain add', async () => {
    network.use(
      answer(CART, cartWire(1, [])),
      answer('GET /parts-catalog/:id/parts/:partNumber', partWire('CH-8800', { packQuantity: 6 })),
      answer(
        ADD,
        addAnswer(
          [
            result(1, 'CH-8800', 'superseded', {
              message: 'superseded, replaced by CH-8812; quantity rounded up to the pack of 6',
              partNumber: 'CH-8812',
              quantity: 12,
            }),
          ],
          cartWire(2, [cartLine('CH-8812')]),
        ),
      ),
    );
    renderArea(
      <Routes>
        <Route path="/parts/catalog/:partNumber" element={<PartPage />} />
      </Routes>,
      '/parts/catalog/CH-8800',
    );
    await screen.findByTestId('part-summary');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of CH-8800' }), {
      target: { value: '7' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'blank: CH-8800: superseded, replaced by CH-8812; quantity rounded up to the pack of 6; added 12',
      ]),
    );
    expect(callsTo(ADD)[0].body).toEqual({ lines: [{ part: 'CH-8800', quantity: 7 }] });
  });

  it('from a diagram’s parts, the quantity the assembly uses, in French', async () => {
    network.use(
      answer(CART, cartWire(1, [])),
      answer('GET /parts-catalog/:id/diagrams/:diagramId', diagramWire()),
      answer(ADD, added('P-200', 2)),
    );
    await act(() => setLanguage('fr-CA'));
    renderArea(
      <Routes>
        <Route path="/parts/catalog/diagrams/:diagramId" element={<DiagramPage />} />
      </Routes>,
      '/parts/catalog/diagrams/7',
    );
    const row = within(
      (await screen.findByRole('link', { name: 'P-200' })).closest('tr') as HTMLElement,
    );
    expect(row.getByRole('spinbutton', { name: 'Quantité de P-200' })).toHaveValue('2');
    fireEvent.click(row.getByRole('button', { name: 'Ajouter P-200 au panier' }));
    await waitFor(() => expect(toasts()).toEqual(['success: 2 × P-200 ajouté au panier']));
    expect(callsTo(ADD)[0].body).toEqual({ lines: [{ part: 'P-200', quantity: 2 }] });
  });

  it('an unknown part is said as an error', async () => {
    network.use(
      answer(CART, cartWire(1, [])),
      answer('GET /parts-catalog/:id/parts/:partNumber', partWire('GONE-1')),
      answer(ADD, addAnswer([result(1, 'GONE-1', 'unknown part')], cartWire(1, []))),
    );
    renderArea(
      <Routes>
        <Route path="/parts/catalog/:partNumber" element={<PartPage />} />
      </Routes>,
      '/parts/catalog/GONE-1',
    );
    await screen.findByTestId('part-summary');
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(toasts()).toEqual(['error: GONE-1: unknown part']));
  });

  it('re-orders a past order and shows each line’s result', async () => {
    network.use(
      answer(
        REORDER,
        addAnswer(
          [
            result(1, 'AF-1400', 'added', { partNumber: 'AF-1400', quantity: 2 }),
            result(2, 'OLD-1', 'obsolete'),
          ],
          cartWire(2, [cartLine('AF-1400')]),
        ),
      ),
    );
    renderArea(<Reorder orderNumber="SO-5001" />, '/parts/history');
    fireEvent.click(screen.getByRole('button', { name: 'Re-order SO-5001' }));
    const list = await screen.findByRole('list', { name: 'Results of re-ordering SO-5001' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AF-1400: added 2', 'OLD-1: obsolete, not added']);
    expect(callsTo(REORDER)[0].body).toEqual({ salesOrderNo: 'SO-5001' });
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/parts/cart',
    );
  });

  it('a refused re-order says why', async () => {
    network.use(refuse(REORDER, 404, 'No parts order SO-1 of this dealer'));
    renderArea(<Reorder orderNumber="SO-1" />, '/parts/history');
    fireEvent.click(screen.getByRole('button', { name: 'Re-order SO-1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No parts order SO-1 of this dealer',
    );
  });

  it('a DealerViewer has no cart: no link, no add, no re-order, and no call', async () => {
    signInBuyer({ role: 'DealerViewer' });
    network.use(answer(SEARCH, page([hitWire('AF-1400', { netPrice: undefined })])));
    renderArea(
      <>
        <CatalogPage />
        <Reorder orderNumber="SO-5001" />
      </>,
      '/parts/catalog',
    );
    await screen.findByRole('link', { name: 'AF-1400' });
    expect(screen.queryByTestId('cart-link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Re-order/ })).toBeNull();
    expect(screen.queryByText('Add to cart')).toBeNull();
    expect(callsTo(CART)).toHaveLength(0);
  });
});
