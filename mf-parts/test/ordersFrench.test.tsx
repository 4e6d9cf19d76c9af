import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { OrdersPage } from '../src/pages/OrdersPage';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

describe('Parts Orders in French (Canada)', () => {
  it('shows no English text of its catalog, the feed’s status in French, the order’s lines', async () => {
    // The list reads the selected dealer's orders (answered below).
    act(() => authStore.setState({ ...SIGNED_OUT, selectedDealer: 1001 }));
    jest.spyOn(api, 'get').mockResolvedValue({
      data: {
        rows: [
          {
            orderNumber: 'PO7',
            status: 'Partially Shipped',
            orderDate: '2026-02-27',
            estimatedShipDate: '2026-02-27',
            invoiceDate: null,
            dealerPO: 'PPO-1',
            lines: [
              { partNumber: 'SP-2', description: 'Seal', ordered: 3, shipped: 1, backordered: 2 },
            ],
          },
        ],
        total: 1,
      },
    });
    await act(() => setLanguage('fr-CA'));
    const { container } = render(
      <MemoryRouter initialEntries={['/parts/orders']}>
        <OrdersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Expédié en partie')).toBeInTheDocument();
    // Dates the French way; the estimated ship date one day later (requirements 000 §9).
    expect(container).toHaveTextContent('2026-02-28');
    await userEvent.click(screen.getByRole('button', { name: /la commande PO7/ }));
    expect(await screen.findByText('En souffrance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Commandes de pièces');
    expect(englishLeaks(visibleText(container), partsEnglish(), fr)).toEqual([]);
  });
});
