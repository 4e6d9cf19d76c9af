import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, currentLanguage, languageStore, session } from '@portal/shared';
import { LoginPage } from '../src/login/LoginPage';
import { chooseLanguage } from '../src/login/userLanguage';

// Decision 0063: the language on the user's record wins at sign-in (it follows the user to
// another browser); the menu's choice is saved to the record, and kept here when it cannot be.
let recordLanguage = 'fr-CA';
let online = true;
interface Request {
  url?: string;
  method?: string;
  data?: unknown;
}
const seen: Request[] = [];
// The API behind axios' adapter (the shell reaches axios through @portal/shared only).
const adapter = async (config: Request) => {
  seen.push(config);
  const reply = (status: number, data: unknown) => {
    const response = { status, data, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error('HTTP ' + status), { response });
    return response;
  };
  if (!online) throw new Error('Network Error');
  if (config.url === '/auth/login')
    return reply(200, {
      token: 't',
      role: 'DealerBuyer',
      dealerId: 1002,
      requirePasswordChange: false,
      email: 'elise@portal.test',
      id: 7,
      name: 'Élise Tremblay',
      language: recordLanguage,
    });
  if (config.url === '/me/language') {
    recordLanguage = JSON.parse(String(config.data)).language;
    return reply(200, { language: recordLanguage });
  }
  return reply(404, { message: 'not here' });
};

beforeEach(() => {
  api.defaults.adapter = adapter as unknown as typeof api.defaults.adapter;
  // The client's "back online" probe, after the offline call below.
  globalThis.fetch = jest.fn(async () => ({ ok: true })) as unknown as typeof fetch;
  online = true;
  seen.length = 0;
  localStorage.clear();
  session.logout();
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

async function signIn() {
  const signedIn = jest.fn();
  render(<LoginPage onSignedIn={signedIn} />);
  await userEvent.type(screen.getByLabelText('Email'), 'elise@portal.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Start#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await act(async () => {});
  expect(signedIn).toHaveBeenCalledWith('/home');
}

describe("the user's language at sign-in", () => {
  it("applies the record's language over the page's English, and keeps it for this browser", async () => {
    recordLanguage = 'fr-CA';
    expect(currentLanguage()).toBe('en');
    await signIn();
    expect(currentLanguage()).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('portal_language:7')).toBe('fr-CA');
  });

  it("the record's English wins over this browser's earlier French", async () => {
    recordLanguage = 'en';
    localStorage.setItem('portal_language:7', 'fr-CA');
    await signIn();
    expect(currentLanguage()).toBe('en');
  });

  it("a language picked on the sign-in page before signing in is the user's choice: saved", async () => {
    recordLanguage = 'en';
    const signedIn = jest.fn();
    render(<LoginPage onSignedIn={signedIn} />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr-CA');
    await userEvent.type(await screen.findByLabelText('Courriel'), 'elise@portal.test');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Start#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await act(async () => {});
    expect(signedIn).toHaveBeenCalledWith('/home');
    expect(currentLanguage()).toBe('fr-CA');
    expect(recordLanguage).toBe('fr-CA');
  });

  it('the menu saves the choice to the record; offline, it is saved at the next sign-in', async () => {
    recordLanguage = 'en';
    await act(() => chooseLanguage('fr-CA', 7));
    expect(recordLanguage).toBe('fr-CA');
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['put /me/language']);

    online = false;
    await act(() => chooseLanguage('en', 7));
    expect(currentLanguage()).toBe('en');
    expect(recordLanguage).toBe('fr-CA');
    online = true;
    // The record still says French, but the choice made offline here is the newer one.
    await signIn();
    expect(currentLanguage()).toBe('en');
    expect(recordLanguage).toBe('en');
  });
});
