import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api, languageStore, setLanguage } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signInBuyer } from '@portal/shared/jest/session';
import { englishCatalog, englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { AreaRoutes } from '../src/routes';
import fr from '../src/messages/fr-CA.json';
import sharedEn from '../../shared/src/messages/en.json';
import sharedFr from '../../shared/src/messages/fr-CA.json';
import { wholegoodsEnglish } from './englishCatalog';

const order = (i: number) => ({
  orderNumber: `SO${1000 + i}`,
  description: 'Supreme 700T',
  partModel: '700T',
  lotSerial: `PT${100000 + i}`,
  scheduleStatus: i % 2 ? 'Shipped' : 'In Production',
  orderedDate: '2026-03-04',
  promisedDate: '2026-04-01',
  customerPoNumber: `PO-${i}`,
});

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

/** The orders screen over a page of `rows` of `total` orders (a small page: a fast test). */
async function showOrders(rows: ReturnType<typeof order>[], total = rows.length) {
  jest.spyOn(api, 'get').mockResolvedValue({ data: { rows, total } });
  queryClient.clear(); // a new answer for the same page: the cache would give the last one
  const { container, unmount } = render(
    <MemoryRouter initialEntries={['/wholegoods/orders']}>
      <AreaRoutes />
    </MemoryRouter>,
  );
  // The list has read its page once it stops being busy.
  await screen.findByText(rows.length ? 'SO1001' : 'Aucune commande trouvée');
  return { container, unmount };
}

describe('Wholegoods Orders in French (Canada), with the list kit', () => {
  it('shows no English text: headings, columns, statuses, paging, search, empty state', async () => {
    act(() => signInBuyer());
    await act(() => setLanguage('fr-CA'));
    const shared = englishCatalog(path.join(__dirname, '../../shared/src'), sharedEn);
    const english = wholegoodsEnglish();

    const full = await showOrders([order(1), order(2)], 12);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Commandes d’équipements');
    expect(document.title).toBe('Commandes d’équipements | Portail des concessionnaires');
    expect(screen.getByPlaceholderText('Rechercher des commandes…')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(screen.getByText('(12 éléments)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporter en CSV/ })).toBeInTheDocument();
    expect(screen.getAllByText('Expédiée')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Numéro de commande' })).toBeInTheDocument();
    let shown = visibleText(full.container);
    expect(englishLeaks(shown, english, fr)).toEqual([]);
    expect(englishLeaks(shown, shared, sharedFr)).toEqual([]);
    full.unmount();

    const empty = await showOrders([]);
    shown = visibleText(empty.container);
    expect(englishLeaks(shown, english, fr)).toEqual([]);
    expect(englishLeaks(shown, shared, sharedFr)).toEqual([]);
  });
});
