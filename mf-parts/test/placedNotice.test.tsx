import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { OrdersPage } from '../src/pages/OrdersPage';

// Open Orders after the checkout: the order placed is said until the buyer closes it (the toast
// it replaces closed after two seconds), and closing it takes it out of the history entry.

afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

/** The history entry's state, as the page's router holds it. */
function EntryState() {
  return <output data-testid="entry-state">{JSON.stringify(useLocation().state)}</output>;
}

function openOrders(state: unknown) {
  act(() => authStore.setState({ ...SIGNED_OUT, selectedDealer: 1001 }));
  jest.spyOn(api, 'get').mockResolvedValue({ data: { rows: [], total: 0 } });
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/parts/orders', state }]}>
      <OrdersPage />
      <EntryState />
    </MemoryRouter>,
  );
}

describe('the order just placed, on Open Orders', () => {
  it('is said until the buyer closes it, and not again once closed', async () => {
    openOrders({ placed: 'WP0000012' });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    // A status (read out by a screen reader once shown), beside the list's own count.
    const said = screen.getByText(
      'Order WP0000012 placed: it is listed below as Submitted until the factory takes it in',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    // A search typed in the list replaces the history entry: the notice stays.
    await userEvent.type(screen.getByPlaceholderText('Search orders...'), 'WP{Enter}');
    expect(await screen.findByText(/Order WP0000012 placed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('entry-state')).toHaveTextContent('null');
    expect(screen.queryByText(/Order WP0000012 placed/)).not.toBeInTheDocument();
  });

  it('says it in French, its close button named in French', async () => {
    await act(() => setLanguage('fr-CA'));
    openOrders({ placed: 'WP0000012' });
    expect(await screen.findByText(/Commande WP0000012 passée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('says nothing when the page is opened otherwise', async () => {
    openOrders(null);
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByText(/placed/)).not.toBeInTheDocument();
  });
});
