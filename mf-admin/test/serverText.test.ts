import { act } from '@testing-library/react';
import { languageStore, setLanguage } from '@portal/shared';
import { serverText } from '../src/rules/serverText';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

// The API's refusals shown in the user dialog are said in the page's language.
describe("the API's refusal of a user write", () => {
  it('stays the API English in English', () => {
    const m = 'A user with e-mail a@b.ca already exists';
    expect(serverText(m)).toBe(m);
  });

  it('is French in French, its value kept; an unknown message is shown as it came', async () => {
    await act(() => setLanguage('fr-CA'));
    expect(serverText('A user with e-mail a@b.ca already exists')).toBe(
      'Un utilisateur avec le courriel a@b.ca existe déjà',
    );
    expect(serverText('tradingPartnerId 9999 is not a known dealer')).toBe(
      'Le partenaire commercial 9999 n’est pas un concessionnaire connu',
    );
    expect(serverText('body.email must be a valid e-mail address')).toBe(
      'Le courriel doit être une adresse valide',
    );
    expect(serverText('Service account 4 not found')).toBe('Compte de service 4 introuvable');
    expect(serverText('Something new from the API')).toBe('Something new from the API');
  });
});
