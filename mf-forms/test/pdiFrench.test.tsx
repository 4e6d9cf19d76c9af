import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { PdiPage } from '../src/pages/PdiPage';
import fr from '../src/messages/fr-CA.json';
import { formsEnglish } from './englishCatalog';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('the PDI form in French (Canada)', () => {
  it('shows no English text, its checklists and the rules’ messages included', async () => {
    window.localStorage.clear();
    act(() =>
      authStore.setState({
        ...SIGNED_OUT,
        isAuthenticated: true,
        role: 'DealerBuyer',
        dealerId: 1001,
        selectedDealer: 1001,
      }),
    );
    await act(() => setLanguage('fr-CA'));
    const { container } = render(
      <MemoryRouter>
        <PdiPage />
      </MemoryRouter>,
    );
    // Queries by text, not by role: role queries walk this long form's styles for seconds.
    expect(container.querySelector('h2')).toHaveTextContent('Soumission d’une IPL');
    fireEvent.click(screen.getByText('Soumettre l’IPL'));
    // The shared rules give the spec's English; the page shows them in French.
    expect(screen.getByTestId('form-errors')).toHaveTextContent('La liste « Cuve » est incomplète');
    expect(container.querySelector('[data-testid="checklist-fluids"] button')).toHaveAttribute(
      'aria-label',
      'Tout cocher\u00a0: Liquides et lubrification',
    );
    const english = formsEnglish();
    expect(englishLeaks(visibleText(container), english, fr)).toEqual([]);
  });
});
