import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { NewClaimPage } from '../src/pages/NewClaimPage';

afterEach(() =>
  act(() => {
    authStore.setState(SIGNED_OUT, true);
    languageStore.setState({ language: 'en' });
  }),
);

const text = (container: HTMLElement) => container.textContent!.replace(/[\u00a0\u202f]/g, ' ');

describe("the claim form's amounts in the dealer's currency and the page's language", () => {
  it.each([
    ['USD', 'en', 'Labour at $125.00/hour', 'The minimum claim is $100.00'],
    [
      'USD',
      'fr-CA',
      'Main-d’œuvre à 125,00 $ US/heure',
      'La réclamation minimale est de 100,00 $ US',
    ],
    ['CDN', 'en', 'Labour at CA$125.00/hour', 'The minimum claim is CA$100.00'],
    ['CDN', 'fr-CA', 'Main-d’œuvre à 125,00 $/heure', 'La réclamation minimale est de 100,00 $'],
  ] as const)('a %s dealer in %s: the rate and the minimum', async (currency, lang, rate, min) => {
    act(() =>
      authStore.setState({
        ...SIGNED_OUT,
        role: 'DealerBuyer',
        dealerId: 1004,
        selectedDealer: 1004,
        isAuthenticated: true,
        currency,
      }),
    );
    await act(() => setLanguage(lang));
    const { container } = render(
      <MemoryRouter>
        <NewClaimPage />
      </MemoryRouter>,
    );
    expect(text(container)).toContain(rate);
    fireEvent.click(screen.getByRole('button', { name: /Submit Claim|Envoyer la réclamation/ }));
    expect(text(container)).toContain(min);
  });
});
