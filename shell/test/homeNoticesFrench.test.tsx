import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  api,
  authStore,
  languageStore,
  setLanguage,
  SIGNED_OUT,
  type NotificationWire,
} from '@portal/shared';
import { PortalProviders } from '@portal/shared/kit';
import { HomePage } from '../src/pages/HomePage';

// The home page's promotions and announcements are the admins' words: shown in French when the
// admin wrote the French, else in English marked lang="en" for screen readers. The admin writes
// the French in the editing dialog, beside the English.
jest.mock('../src/app/AreaParcel', () => ({ AreaParcel: () => null }));

const record = (
  id: number,
  english: { title: string; linkLabel: string },
  french: { titleFr: string; linkLabelFr: string },
): NotificationWire => ({
  id,
  activities: '',
  notifications: JSON.stringify({ ...english, link: `https://example.com/${id}`, date: '' }),
  lastUpdated: `2026-03-0${id}T00:00:00Z`,
  ...french,
});
const RECORDS = [
  record(
    2,
    { title: 'Spring freight program', linkLabel: 'Program details' },
    { titleFr: 'Programme de transport du printemps', linkLabelFr: 'Détails du programme' },
  ),
  record(1, { title: 'Demo units at factory pricing', linkLabel: 'Ask' }, EMPTY()),
];
function EMPTY() {
  return { titleFr: '', linkLabelFr: '' };
}

let put: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/notifications' ? RECORDS : {},
  }));
  put = jest.spyOn(api, 'put').mockResolvedValue({ data: {} });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

const home = (role: 'DealerBuyer' | 'ApplicationAdmin') => {
  authStore.setState({
    ...SIGNED_OUT,
    role,
    isAuthenticated: true,
    dealerId: 1001,
    selectedDealer: 1001,
    division: 'Offshore', // no rewards panel: the notices alone
  });
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </PortalProviders>,
  );
  return screen.getByTestId('notices-promotion');
};

it('shows the French the admin wrote on a French page, else the English marked lang="en"', async () => {
  await act(() => setLanguage('fr-CA'));
  const board = home('DealerBuyer');
  const french = await within(board).findByText('Programme de transport du printemps');
  expect(french).not.toHaveAttribute('lang');
  expect(within(board).getByRole('link', { name: 'Détails du programme' })).not.toHaveAttribute(
    'lang',
  );
  expect(within(board).queryByText('Spring freight program')).toBeNull();
  expect(within(board).getByText('Demo units at factory pricing')).toHaveAttribute('lang', 'en');
  expect(within(board).getByRole('link', { name: 'Ask' })).toHaveAttribute('lang', 'en');
});

it('shows the English on an English page, unmarked', async () => {
  const board = home('DealerBuyer');
  const english = await within(board).findByText('Spring freight program');
  expect(english).not.toHaveAttribute('lang');
  expect(within(board).getByRole('link', { name: 'Program details' })).toBeInTheDocument();
  expect(within(board).queryByText('Programme de transport du printemps')).toBeNull();
});

it('lets the admin write the French beside the English, and saves it', async () => {
  const board = home('ApplicationAdmin');
  await within(board).findByText('Spring freight program');
  fireEvent.click(within(board).getByRole('button', { name: /Edit Promotions/ }));
  const dialog = await screen.findByRole('dialog');
  const titles = within(dialog).getAllByLabelText('Title in French (optional)');
  expect(titles.map((i) => (i as HTMLInputElement).value)).toEqual([
    'Programme de transport du printemps',
    '',
  ]);
  fireEvent.change(titles[1], { target: { value: 'Unités de démonstration au prix d’usine' } });
  fireEvent.change(within(dialog).getAllByLabelText('Link label in French (optional)')[1], {
    target: { value: 'Demander' },
  });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Save/ })));
  expect(put).toHaveBeenCalledWith('/notifications/1', {
    notifications: expect.stringContaining('"title":"Demo units at factory pricing"'),
    titleFr: 'Unités de démonstration au prix d’usine',
    linkLabelFr: 'Demander',
  });
  expect(put).toHaveBeenCalledWith(
    '/notifications/2',
    expect.objectContaining({
      titleFr: 'Programme de transport du printemps',
      linkLabelFr: 'Détails du programme',
    }),
  );
});
