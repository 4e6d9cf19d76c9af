import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { adminEnglish } from './englishCatalog';

describe("the Admin area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(adminEnglish(), fr, 'fr-CA')).toEqual([]);
  });
});
