import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { resourcesEnglish } from './englishCatalog';

describe("the Resources area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(resourcesEnglish(), fr, 'fr-CA')).toEqual([]);
  });
});
