import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { financeEnglish } from './englishCatalog';

describe("the Finance area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(financeEnglish(), fr, 'fr-CA')).toEqual([]);
  });
});
