import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore, setLanguage } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { LoginPage } from '../src/login/LoginPage';
import fr from '../src/messages/fr-CA.json';
import { shellEnglish } from './englishCatalog';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('the sign-in page in French (Canada)', () => {
  it('shows no English text: labels, errors, the reset hint, the title', async () => {
    await act(() => setLanguage('fr-CA'));
    const { container } = render(<LoginPage onSignedIn={() => {}} />);
    expect(document.documentElement.lang).toBe('fr-CA');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié' }));
    expect(screen.getByText('Le courriel est obligatoire')).toBeInTheDocument();
    expect(document.title).toBe('Se connecter | Portail des concessionnaires');
    const shown = visibleText(container);
    // The subject stays English: the manufacturer's mailbox reads English (decision 0057).
    expect(shown).toContain('«\u00a0Reset Password for Dealer Portal\u00a0»');
    expect(englishLeaks(shown, shellEnglish(), fr, ['Reset Password for Dealer Portal'])).toEqual(
      [],
    );
    // The check would have caught the page in English.
    expect(englishLeaks('Sign in to the Dealer Portal | Email', shellEnglish(), fr)).toEqual(
      expect.arrayContaining(['Sign in to the Dealer Portal', 'Email']),
    );
  });

  it('switches from its language picker and back, the choice kept for the next visit', async () => {
    render(<LoginPage onSignedIn={() => {}} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in to the Dealer Portal');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr-CA');
    expect(await screen.findByRole('heading')).toHaveTextContent(
      'Connexion au Portail des concessionnaires',
    );
    expect(window.localStorage.getItem('portal_language')).toBe('fr-CA');
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'en');
    expect(await screen.findByRole('heading')).toHaveTextContent('Sign in to the Dealer Portal');
  });
});
