import { catalogProblems } from '@portal/shared/jest/catalogs';
import panelFr from '../src/messages/fr-CA.json';
import statusFr from '../src/status/messages/fr-CA.json';
import { panelEnglish, statusEnglish } from './englishCatalog';

describe("the Dealer Rewards area's catalogs", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(panelEnglish(), panelFr, 'fr-CA')).toEqual([]);
    expect(catalogProblems(statusEnglish(), statusFr, 'fr-CA')).toEqual([]);
  });
});
