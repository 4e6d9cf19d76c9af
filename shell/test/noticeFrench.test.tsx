import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { languageStore, setLanguage, type Notice } from '@portal/shared';
import { PortalProviders } from '@portal/shared/kit';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { NoticeBoard } from '../src/home/NoticeBoard';
import fr from '../src/messages/fr-CA.json';
import { shellEnglish } from './englishCatalog';

// The home page's notice boards, their editing dialog included, show no English in
// French (the items' own titles and links are data, the admin's words).
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

const notice = (id: number, title: string): Notice => ({
  id,
  kind: 'promotion',
  lastUpdated: '2026-03-04T00:00:00Z',
  title,
  link: '',
  linkLabel: '',
  date: '',
  titleFr: '',
  linkLabelFr: '',
});
const items = [notice(1, 'Spring Freight Program'), notice(2, '')];

it('the promotions board and its editing dialog are in French', async () => {
  await act(() => setLanguage('fr-CA'));
  render(
    <PortalProviders>
      <NoticeBoard kind="promotion" items={items} canEdit onChanged={() => {}} />
    </PortalProviders>,
  );
  const board = screen.getByTestId('notices-promotion');
  expect(within(board).getByText('(sans titre)')).toBeInTheDocument();
  expect(within(board).getByLabelText('Supprimer « Spring Freight Program »')).toBeTruthy();
  fireEvent.click(within(board).getByText('Modifier les promotions'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByPlaceholderText('Titre')).toHaveLength(2);
  const shown = `${visibleText(board)} | ${visibleText(dialog)}`;
  expect(englishLeaks(shown, shellEnglish(), fr, ['Spring Freight Program'])).toEqual([]);
  // The check would have caught the board as it was.
  expect(englishLeaks('Edit Promotions | Link label', shellEnglish(), fr)).toEqual(
    expect.arrayContaining(['Edit Promotions', 'Link label']),
  );
});
