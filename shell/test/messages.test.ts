import path from 'node:path';
import { catalogProblems, englishCatalog } from '@portal/shared/jest/catalogs';
import fr from '../src/messages/fr-CA.json';
import { shellEnglish } from './englishCatalog';
import sharedEn from '../../shared/src/messages/en.json';
import sharedFr from '../../shared/src/messages/fr-CA.json';

describe("the shell's catalogs", () => {
  it('French (Canada) has every English message, no other, the same placeholders, Québec typography', () => {
    const english = shellEnglish();
    expect(Object.keys(english).length).toBeGreaterThan(60);
    expect(catalogProblems(english, fr, 'fr-CA')).toEqual([]);
  });

  it('the shared kit texts it serves (decision 0058) are all in French (Canada) too', () => {
    const english = englishCatalog(path.join(__dirname, '../../shared/src'), sharedEn);
    expect(Object.keys(english)).toContain('Dealer Portal');
    expect(catalogProblems(english, sharedFr, 'fr-CA')).toEqual([]);
  });

  it('a catalog check fails on a missing key, an extra one, a changed placeholder, plain spaces', () => {
    expect(
      catalogProblems(
        { a: 'Email', b: 'Hello {name}', c: 'Note' },
        { b: 'Bonjour {nom}', c: 'Note : oui', d: 'x' },
        'fr-CA',
      ),
    ).toEqual([
      'a: missing in fr-CA',
      'b: placeholders {nom} differ from the English',
      'c: no non-breaking space before : ; ! ?',
      'c: a plain space where a non-breaking one goes',
      'd: not in the English catalog',
    ]);
  });
});
