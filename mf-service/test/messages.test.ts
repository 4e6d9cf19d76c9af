import { catalogProblems } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { serviceEnglish } from './englishCatalog';

describe("the Service area's catalog", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    const english = serviceEnglish();
    // The rules' messages are in it (the API’s English lines, shown translated).
    expect(english).toHaveProperty(['Complaint is required']);
    expect(catalogProblems(english, fr, 'fr-CA')).toEqual([]);
  });
});
