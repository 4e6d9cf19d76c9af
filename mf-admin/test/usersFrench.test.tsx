import { act, fireEvent, screen, within } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, network, refuse } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { UsersPage } from '../src/pages/UsersPage';
import fr from '../src/messages/fr-CA.json';
import { adminEnglish } from './englishCatalog';
import { quietActWarnings, signInAdmin } from './support';
import { dealerWire, userWire } from './wire';

quietActWarnings();

const BUYER = userWire(2, {
  email: 'buyer@portal.test',
  firstName: 'Benoît',
  lastName: 'Tremblay',
  title: 'Acheteur',
  department: 'Pièces',
  role: 'DealerBuyer',
  tpNameX: 'D1001',
  tradingPartnerId: 1001,
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('User Management in French (Canada)', () => {
  it('shows no English text in the table nor in the add dialog with its checks', async () => {
    signInAdmin();
    network.use(
      answer('GET /users', [
        userWire(1, {
          email: 'admin@portal.test',
          firstName: 'Ada',
          lastName: 'Admin',
          title: 'Directrice',
          department: 'TI',
          role: 'ApplicationAdmin',
          lastLoginTime: '2026-11-20T14:05:00.000Z',
          language: 'fr-CA',
        }),
        BUYER,
      ]),
      answer('GET /dealerview', [dealerWire(1001, 'D1001', 'Prairie')]),
    );
    await act(() => setLanguage('fr-CA'));
    const { container } = renderArea(<UsersPage />, '/admin/users');
    await screen.findByText('admin@portal.test');
    expect(screen.getByText('Jamais connecté')).toBeInTheDocument();
    // The UTC time the French way: '20 nov. 2026, 14 h 05 UTC'.
    expect(container).toHaveTextContent(/20 nov\. 2026, 14 h 05 UTC/);
    expect(document.title).toBe('Gestion des utilisateurs | Portail des concessionnaires');
    // The list kit's pager ('Previous page') is the shared catalog's, not this area's: it holds
    // this catalog's 'Previous' (a version's state on Deployments).
    const table = visibleText(container);
    // 'Admin' is Ada's last name here (data), though the catalog holds it as an area's title.
    expect(englishLeaks(table, adminEnglish(), fr, ['Previous page', 'Admin'])).toEqual([]);

    // The add dialog, saved empty: the e-mail and trading partner checks in French.
    fireEvent.click(screen.getByText('Ajouter un utilisateur').closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByText('Ajouter un utilisateur', { selector: 'button span' }),
    );
    expect(await within(dialog).findByText('Le courriel est obligatoire')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Un utilisateur de concessionnaire doit avoir un partenaire/),
    ).toBeInTheDocument();
    expect(englishLeaks(visibleText(dialog), adminEnglish(), fr)).toEqual([]);
  });

  it("says the API's refusal of a delete or a reset in French", async () => {
    signInAdmin();
    // Another admin deleted the user meanwhile: the API answers 404 in English.
    network.use(
      answer('GET /users', [BUYER]),
      answer('GET /dealerview', []),
      refuse('DELETE /users/:id', 404, 'User 2 not found'),
      refuse('POST /users/:email/reset-password-email', 404, 'User buyer@portal.test not found'),
    );
    await act(() => setLanguage('fr-CA'));
    renderArea(<UsersPage />, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer buyer@portal.test' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText('Utilisateur 2 introuvable')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Annuler/ }));

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Envoyer une réinitialisation du mot de passe à buyer@portal.test',
      }),
    );
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText('Utilisateur buyer@portal.test introuvable'),
    ).toBeInTheDocument();
  });
});
