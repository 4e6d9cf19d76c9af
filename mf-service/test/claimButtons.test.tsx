import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT, type Role } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { AreaRoutes } from '../src/routes';
import fr from '../src/messages/fr-CA.json';
import { serviceEnglish } from './englishCatalog';

// Open Claims has the spec's 'New Claim' (a support request) and, for the roles that file, the
// online claim form: a line says which does what, and both buttons are described by it.
const BOTH =
  'Use File a Claim Online to fill in and send the warranty claim form here, with its photos; New Claim sends a support request to the support team instead.';
const VIEWER = 'New Claim sends a support request to the support team.';

const as = (role: Role) => {
  // An empty list answered: the buttons are the list's, shown once it has its first page.
  jest.spyOn(api, 'get').mockResolvedValue({ data: { rows: [], total: 0 } });
  authStore.setState({
    ...SIGNED_OUT,
    role,
    dealerId: 1001,
    selectedDealer: 1001,
    isAuthenticated: true,
  });
};
const open = () =>
  render(
    <MemoryRouter initialEntries={['/service/open-claims']}>
      <AreaRoutes />
    </MemoryRouter>,
  );
afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

it('tells a buyer what each claim button does', async () => {
  as('DealerBuyer');
  open();
  expect(await screen.findByRole('button', { name: /New Claim/ })).toHaveAccessibleDescription(
    BOTH,
  );
  expect(screen.getByRole('button', { name: /File a Claim Online/ })).toHaveAccessibleDescription(
    BOTH,
  );
});

it('tells a viewer, who files nothing online, where New Claim goes', async () => {
  as('DealerViewer');
  open();
  expect(await screen.findByRole('button', { name: /New Claim/ })).toHaveAccessibleDescription(
    VIEWER,
  );
  expect(screen.queryByRole('button', { name: /File a Claim Online/ })).toBeNull();
});

it('says it in French, with no English left', async () => {
  as('DealerBuyer');
  await act(() => setLanguage('fr-CA'));
  const { container } = open();
  expect(
    await screen.findByRole('button', { name: /Nouvelle réclamation/ }),
  ).toHaveAccessibleDescription(
    /«\u00a0Nouvelle réclamation\u00a0» envoie plutôt une demande de soutien/,
  );
  expect(englishLeaks(visibleText(container), serviceEnglish(), fr)).toEqual([]);
});
