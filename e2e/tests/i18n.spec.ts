import { expect, test } from './support/test';
import { account } from './support/portal';

// French (Canada) chosen on the sign-in page follows the user into the portal, an
// area's screen and a reload; English brings back the spec's texts.
test.describe('English and French (Canada)', () => {
  test('switch to French on the sign-in page, sign in, French chrome and rewards, back to English', async ({
    page,
  }) => {
    const a = account('buyer');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel('Language').selectOption('fr-CA');
    await expect(
      page.getByRole('heading', { name: 'Connexion au Portail des concessionnaires' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Se connecter | Portail des concessionnaires');
    await page.getByLabel('Courriel').fill(a.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(a.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The chrome and the home page in French; the rewards panel (another area's) too.
    await expect(
      page.getByRole('heading', { name: 'Bienvenue dans le Portail des concessionnaires' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByTestId('card-parts')).toContainText('Commandes de pièces');
    await expect(page.getByTestId('card-parts')).toContainText('Historique');
    await expect(page.getByTestId('rewards-panel')).toContainText('Statut Récompenses');
    await expect(page.getByTestId('rewards-panel')).toContainText('STATUT RÉCOMPENSES');

    // Rewards Status: French texts, numbers the French way, a French page title.
    await page.getByRole('link', { name: 'Voir les détails' }).click();
    await expect(page).toHaveURL(/\/rewards\/status$/);
    await expect(page.getByRole('heading', { name: 'Statut Récompenses' })).toBeVisible();
    await expect(page.getByTestId('total-points')).toContainText('Total des points');
    await expect(page).toHaveTitle('Statut Récompenses | Portail des concessionnaires');
    await page.getByRole('button', { name: 'Détails d’admissibilité' }).click();
    const details = page.getByTestId('qualifying-details');
    await expect(details.getByRole('columnheader', { name: 'Activité' })).toBeVisible();
    // A parts purchase amount in USD written the French way ('… $ US'), never '$50,000'.
    await expect(details).toContainText(/\d[\u00a0\u202f ]\$[\u00a0 ]US/);
    await expect(details).not.toContainText('$50,000');
    await expect(details).toContainText('Total des points');
    await expect(details).not.toContainText('Total points');

    // A reload keeps French: the chrome, the area and <html lang>.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Statut Récompenses' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: 'Menu de l’utilisateur' })).toBeVisible();

    // Back to English from the user menu: the spec's texts return.
    await page.getByRole('button', { name: 'Menu de l’utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Rewards Status' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Rewards Status | Dealer Portal');
    await expect(page.getByRole('button', { name: 'Qualifying Details' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Dashboard' }),
    ).toBeVisible();
  });
});
