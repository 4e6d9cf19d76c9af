import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { wholegoodsEnglish } from './englishCatalog';

describe("the Wholegoods area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    const english = wholegoodsEnglish();
    expect(english).toHaveProperty('Wholegoods Orders');
    expect(catalogProblems(english, fr, 'fr-CA')).toEqual([]);
  });
});
