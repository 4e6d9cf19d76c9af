import enUS from 'antd/locale/en_US';
import { act } from '@testing-library/react';
import { defineCatalog, formatUsd, languageStore, PSEUDO, setLanguage } from '../src/i18n';
import { pseudo, pseudoDeep } from '../src/i18n/pseudo';
import { usDate } from '../src/dates';

afterEach(() => act(() => languageStore.setState({ language: 'en' })));

// Decision 0064: the pseudo-locale brackets and accents every catalog text, so a text on screen
// without brackets bypassed the catalogs.
describe('the pseudo-locale (en-XA)', () => {
  it('brackets, accents and lengthens a text, keeping its placeholders', () => {
    expect(pseudo('Search dealers...')).toBe('[Šéåŕçĥ đéåļéŕš... one two]');
    expect(pseudo('${label} is required')).toBe('[${label} îš ŕéǫûîŕéđ one two]');
    // Nothing to translate: no brackets (a page number, a dash).
    expect(pseudo('12 – 3')).toBe('12 – 3');
  });

  it("answers an area's plain texts and messages with values in pseudo once chosen", async () => {
    const { t } = defineCatalog({ 'rows.count': '{n, plural, one {# row} other {# rows}}' }, {});
    await act(() => setLanguage(PSEUDO));
    expect(document.documentElement.lang).toBe('en-XA');
    expect(t('Sign In')).toBe('[Šîĝñ Îñ one]');
    expect(t('rows.count', { n: 2 })).toBe('[2 ŕöŵš one]');
  });

  it('writes dates and money the English way', async () => {
    await act(() => setLanguage(PSEUDO));
    expect(usDate('2026-03-04')).toBe('03/04/2026');
    expect(formatUsd(2185.64)).toBe('$2,185.64');
  });

  it("puts antd's own texts in pseudo, but not its formats and locale names", () => {
    const locale = pseudoDeep(enUS);
    expect(locale.locale).toBe(enUS.locale);
    expect(locale.Pagination?.items_per_page).toBe(pseudo(enUS.Pagination!.items_per_page!));
    expect(locale.DatePicker?.lang.fieldDateFormat).toBe(enUS.DatePicker?.lang.fieldDateFormat);
    expect(locale.Form?.defaultValidateMessages.required).toBe('[Þļéåšé éñŧéŕ ${label} one two]');
  });
});
