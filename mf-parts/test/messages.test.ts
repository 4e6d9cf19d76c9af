import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { partsEnglish } from './englishCatalog';

describe("the Parts area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    expect(catalogProblems(partsEnglish(), fr, 'fr-CA')).toEqual([]);
  });
});
