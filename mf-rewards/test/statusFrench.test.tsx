import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore, setLanguage } from '@portal/shared';
import { signInBuyer } from '@portal/shared/jest/session';
import { englishLeaks, visibleText } from '@portal/shared/jest/catalogs';
import { answer, network } from '@portal/shared/jest/network';
import { renderArea } from '@portal/shared/jest/render';
import { StatusPage } from '../src/pages/StatusPage';
import { ProgramPage } from '../src/pages/ProgramPage';
import panelFr from '../src/messages/fr-CA.json';
import statusFr from '../src/status/messages/fr-CA.json';
import { panelEnglish, statusEnglish } from './englishCatalog';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

describe('Rewards Status in French (Canada)', () => {
  it('shows no English text, and numbers and money the French way', async () => {
    act(() => signInBuyer({ division: 'Canada' }));
    network.use(
      answer('GET /rewards_fast/:id', {
        totalPoints: 1049,
        currentStatus: 'SUPREME ELITE',
        division: 'Canada',
        salesTerritory: 'Western Canada',
        farmVisits: 1,
        tradeshowParticipations: 2,
        partsPoints: 1000,
        maintainsInventory: true,
      }),
    );
    await act(() => setLanguage('fr-CA'));
    const { container } = renderArea(<StatusPage />);
    expect(await screen.findByTestId('tier-name')).toHaveTextContent('ÉLITE SUPRÊME');
    await userEvent.click(screen.getByRole('button', { name: 'Détails d’admissibilité' }));
    expect(screen.getByTestId('total-points')).toHaveTextContent(/1\s049/);
    expect(screen.getByText('1 visite')).toBeInTheDocument();
    expect(screen.getByText('2 salons')).toBeInTheDocument();
    // 500 steps of $50K: '25 000 000 $ US ou plus' (Intl writes fr-CA with no-break spaces).
    expect(container).toHaveTextContent(/25\s000\s000\s\$\sUS ou plus/);
    expect(document.title).toBe('Statut Récompenses | Portail des concessionnaires');
    const shown = visibleText(container);
    expect(englishLeaks(shown, panelEnglish(), panelFr)).toEqual([]);
    expect(englishLeaks(shown, statusEnglish(), statusFr)).toEqual([]);
  });

  it('/rewards/program shows no English text either', async () => {
    await act(() => setLanguage('fr-CA'));
    const { container } = renderArea(<ProgramPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Programme Récompenses');
    expect(container).toHaveTextContent(/50 à 99 points\s:\sremise de 2\s%/);
    expect(container).toHaveTextContent('du 1er juillet 2025 au 30 juin 2026');
    const shown = visibleText(container);
    expect(englishLeaks(shown, panelEnglish(), panelFr)).toEqual([]);
    expect(englishLeaks(shown, statusEnglish(), statusFr)).toEqual([]);
  });
});
