import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { authStore, languageStore, setLanguage, SIGNED_OUT } from '@portal/shared';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import {
  businessDaysBefore,
  claimDueAfterRepair,
  claimToday,
} from '@portal/shared/warranty/claimRules';
import { NewClaimPage } from '../src/pages/NewClaimPage';
import fr from '../src/messages/fr-CA.json';
import { serviceEnglish } from './englishCatalog';

const DEALER = { role: 'DealerBuyer', dealerId: 1001, selectedDealer: 1001 } as const;
beforeEach(async () => {
  window.localStorage.clear();
  authStore.setState({ ...SIGNED_OUT, ...DEALER, isAuthenticated: true });
  await act(() => setLanguage('fr-CA'));
});
afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('the claim form in French (Canada)', () => {
  it('shows no English text, the rules’ lines and the credit included', () => {
    const { container } = render(
      <MemoryRouter>
        <NewClaimPage />
      </MemoryRouter>,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Nouvelle réclamation de garantie');
    // A repair finished 15 business days ago: a rule line carrying values, worded in French.
    const today = claimToday();
    const repair = businessDaysBefore(today, 15);
    fireEvent.change(container.querySelector('#claim-repairDate')!, {
      target: { value: repair },
    });
    fireEvent.click(screen.getByText('Ajouter une pièce'));
    fireEvent.click(screen.getByText('Envoyer la réclamation'));
    expect(container).toHaveTextContent(
      /La réclamation doit être déposée dans les 14 jours ouvrables suivant la fin de la réparation/,
    );
    // Its due date as French writes dates (AAAA-MM-JJ), never the English fields' mm/dd/yyyy.
    expect(container).toHaveTextContent(`(au plus tard le ${claimDueAfterRepair(repair)})`);
    expect(container.textContent).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(container).toHaveTextContent('La plainte est obligatoire');
    expect(container).toHaveTextContent('Pièce 1 : le numéro de pièce est obligatoire');
    // Money the French way, in USD: the labour rate and the minimum claim.
    expect(container).toHaveTextContent(/Main-d’œuvre à 125,00\s\$\sUS\/heure/);
    expect(container).toHaveTextContent(/La réclamation minimale est de 100,00\s\$\sUS/);
    expect(englishLeaks(visibleText(container), serviceEnglish(), fr)).toEqual([]);
  });
});
