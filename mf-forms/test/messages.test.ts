import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { formsEnglish } from './englishCatalog';

describe("the Forms area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    const english = formsEnglish();
    // The rules' messages are in it (the API's English lines, shown translated).
    expect(english).toHaveProperty(['tub checklist is incomplete']);
    expect(catalogProblems(english, fr, 'fr-CA')).toEqual([]);
  });
});
