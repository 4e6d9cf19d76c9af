import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '@portal/shared/kit';
import { api, authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { DocumentsPage } from '../src/pages/DocumentsPage';
import { SupportPage } from '../src/pages/SupportPage';
import { StaffActivity } from '../src/components/StaffActivity';
import { TermsPage } from '../src/pages/TermsPage';
import fr from '../src/messages/fr-CA.json';
import { resourcesEnglish } from './englishCatalog';

const leaks = (root: HTMLElement) => englishLeaks(visibleText(root), resourcesEnglish(), fr);

beforeEach(async () => {
  act(() =>
    authStore.setState({
      ...SIGNED_OUT,
      selectedDealer: 1001,
      dealerId: 1001,
      dealerName: 'Prairie Feed Equipment',
      currency: 'CDN',
      division: 'Canada',
    }),
  );
  await act(() => setLanguage('fr-CA'));
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => languageStore.setState({ language: 'en' }));
});

const show = (page: React.ReactNode) =>
  render(
    <App>
      <MemoryRouter>{page}</MemoryRouter>
    </App>,
  );

describe('Resources in French (Canada)', () => {
  it('Support Request: labels, the required-fields alert and the attachments in French', () => {
    const { container } = show(<SupportPage />);
    expect(screen.getByLabelText('Courriel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Envoyer la demande/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires (courriel, objet, description).',
    );
    const picker = container.querySelector<HTMLInputElement>('#support-attachments')!;
    const pdf = new File(['x'.repeat(3000)], 'scale.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf, new File(['x'], 'notes.docx')] } });
    expect(screen.getByText(/notes\.docx\s: seuls les fichiers pdf/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fichiers joints' })).toHaveTextContent(
      /^scale\.pdf\(3\sKo\)$/,
    );
    expect(screen.getByRole('button', { name: 'Retirer scale.pdf' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Demande de soutien \|/);
    expect(leaks(container)).toEqual([]);
  });

  it('Document Library: tabs, columns and dates in French; the documents’ names as they are', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/blob-library')
        return {
          data: {
            Resources: [{ id: '1', name: 'Seed guide.pdf', path: '', lastModified: '2026-03-04' }],
          },
        };
      throw new Error('no thumbnail here');
    });
    const { container } = show(<DocumentsPage />);
    expect(await screen.findByText('Seed guide.pdf')).toBeInTheDocument();
    expect(container).toHaveTextContent('4 mars 2026');
    // jsdom matches no media query: the phone's drop-down of tabs, on the first tab.
    expect(screen.getByRole('combobox', { name: 'Catégories de documents' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Ressources');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Bibliothèque de documents',
    );
    expect(leaks(container)).toEqual([]);
  });

  it('Terms and Conditions: the legal text in English under the notice that it governs', () => {
    const { container } = show(<TermsPage />);
    expect(screen.getByText(/La version anglaise fait foi/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Conditions générales');
    expect(screen.getByText('1. Acceptance').closest('[lang="en"]')).not.toBeNull();
    // Everything but the English legal sections is French.
    container.querySelectorAll('[lang="en"]').forEach((el) => el.remove());
    expect(leaks(container)).toEqual([]);
  });

  it('Who acted for your dealership: staff visits, changes and picks worded in French', async () => {
    const row = (id: number, action: string, detail: string | null, what: string) => ({
      id,
      at: '2026-03-04T14:05:00.000Z',
      until: null,
      who: 'sales@portal.test',
      what,
      action,
      detail,
    });
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/profile/1001/staff-activity')
        return {
          data: [
            row(3, 'dealer-selected', null, 'Chose your dealership in the dealer picker'),
            row(2, 'act-as-dealer', 'Filed a warranty claim', 'Filed a warranty claim'),
            row(1, 'dealer-visit', 'Home, Invoices, Claims', 'Viewed Home, Invoices, Claims'),
          ],
        };
      throw new Error(`unexpected ${url}`);
    });
    const { container } = show(<StaffActivity />);
    const lines = await screen.findAllByTestId('staff-activity');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining('A choisi votre concession dans le sélecteur de concessionnaire'),
      expect.stringContaining('A déposé une réclamation de garantie'),
      expect.stringContaining('A consulté\u00a0: Accueil, Factures, Réclamations'),
    ]);
    expect(container).not.toHaveTextContent(/Viewed|Chose|Filed/);
  });
});
