import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { rewardsEnglish } from './englishCatalog';

describe("the Dealer Rewards area's catalogs", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(rewardsEnglish(), fr, 'fr-CA')).toEqual([]);
  });
});
