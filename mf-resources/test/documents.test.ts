import { api } from '@portal/shared';
import { fetchDocument, fetchLibrary, toLibraryDocs } from '../src/api/resources';
import {
  BASE_TABS,
  currentTab,
  docsOf,
  libraryTabs,
  tabCurrency,
  tabVisible,
} from '../src/rules/documents';

const SERVER = [
  'Resources',
  'Advertising',
  'Forms',
  'Operator Manuals',
  'Danfoss Plus1 Programs',
  'Program Guide CAD',
  'Program Guide USD',
  'Canada Bulletins',
  'Offshore Bulletins',
  'United States Bulletins',
  'Service Videos',
];
const US = { currency: 'USD', division: 'United States' };
const CANADA = { currency: 'CDN', division: 'Canada' };
const OFFSHORE = { currency: 'USD', division: 'Offshore' };

describe('document tabs (spec 001 §6, §9)', () => {
  it('starts with the five base tabs in the spec order, then server categories by name', () => {
    expect(libraryTabs(SERVER, US)).toEqual([
      ...BASE_TABS,
      'Program Guide USD',
      'Service Videos',
      'United States Bulletins',
    ]);
  });

  it('staff with no dealer chosen browse every tab of the library', () => {
    expect(libraryTabs(SERVER, null)).toEqual([
      ...BASE_TABS,
      ...SERVER.filter((c) => !(BASE_TABS as readonly string[]).includes(c)).sort((a, b) =>
        a.localeCompare(b),
      ),
    ]);
  });

  it('shows the base tabs even when the server has no documents for them', () => {
    expect(libraryTabs([], US)).toEqual([...BASE_TABS]);
  });

  it('a CDN dealer sees the CAD guide and Canada bulletins, not USD or other regions', () => {
    expect(libraryTabs(SERVER, CANADA)).toEqual([
      ...BASE_TABS,
      'Canada Bulletins',
      'Program Guide CAD',
      'Service Videos',
    ]);
  });

  it('an Offshore dealer paying USD sees the USD guide and Offshore bulletins', () => {
    const tabs = libraryTabs(SERVER, OFFSHORE);
    expect(tabs).toContain('Program Guide USD');
    expect(tabs).toContain('Offshore Bulletins');
    expect(tabs).not.toContain('United States Bulletins');
    expect(tabs).not.toContain('Canada Bulletins');
    expect(tabs).not.toContain('Program Guide CAD');
  });

  it.each([
    ['Program Guide CAD', 'CDN'],
    ['CDN Price Lists', 'CDN'],
    ['Program Guide USD', 'USD'],
    ['Danfoss Plus1 Programs', null],
    ['Cadence Forms', null], // 'CAD' must be a word of its own
  ])('%s is a %s tab', (tab, currency) => {
    expect(tabCurrency(tab)).toBe(currency);
  });

  it('currency matching ignores case and spaces; no currency hides both guides', () => {
    expect(tabVisible('Program Guide USD', { currency: ' usd ', division: null })).toBe(true);
    expect(tabVisible('Program Guide USD', { currency: null, division: null })).toBe(false);
    expect(tabVisible('Program Guide CAD', { currency: 'CAD', division: null })).toBe(false);
  });

  it('region tabs compare first words only, case-insensitively; no division hides them', () => {
    expect(tabVisible('united states bulletins', US)).toBe(true);
    expect(tabVisible('United Kingdom Notes', US)).toBe(true); // first word 'United' matches
    expect(tabVisible('Canada Bulletins', { currency: 'CDN', division: null })).toBe(false);
    expect(tabVisible('Canadian Freight', CANADA)).toBe(true); // not a region tab
    expect(tabVisible('Resources', { currency: null, division: null })).toBe(true);
  });

  it('falls back to the first tab when the asked tab is not visible', () => {
    const tabs = libraryTabs(SERVER, US);
    expect(currentTab('Program Guide CAD', tabs)).toBe('Resources');
    expect(currentTab('Forms', tabs)).toBe('Forms');
  });
});

describe('library wire', () => {
  it('flattens category → documents and keeps each category', () => {
    const docs = toLibraryDocs({
      Forms: [
        {
          id: 1,
          name: 'A.pdf',
          path: '/api/blob/Documents/Forms/A.pdf',
          lastModified: '2026-01-02T00:00:00Z',
        },
        { id: 2, name: 'B.pdf', path: '/x', lastModified: 'not a date' },
      ],
      Bad: 'nope',
    });
    expect(docs.map((d) => [d.category, d.name])).toEqual([
      ['Forms', 'A.pdf'],
      ['Forms', 'B.pdf'],
    ]);
    expect(docs[0].lastModified?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(docs[1].lastModified).toBeNull();
    expect(docsOf(docs, 'Forms')).toHaveLength(2);
    expect(docsOf(docs, 'Resources')).toHaveLength(0);
    expect(toLibraryDocs(null)).toEqual([]);
  });
});

describe('library calls (spec 001 §7)', () => {
  const get = jest.spyOn(api, 'get');
  afterEach(() => get.mockReset());
  afterAll(() => get.mockRestore());

  it('reads /api/blob-library, falling back to /api/pdf-library', async () => {
    const library = { Forms: [] };
    get.mockResolvedValueOnce({ data: library });
    await expect(fetchLibrary()).resolves.toBe(library);
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/blob-library']);

    get.mockReset();
    get.mockRejectedValueOnce(new Error('blob library down'));
    get.mockResolvedValueOnce({ data: library });
    await expect(fetchLibrary()).resolves.toBe(library);
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/blob-library', '/api/pdf-library']);

    get.mockReset();
    get.mockRejectedValueOnce(new Error('blob library down'));
    get.mockRejectedValueOnce(new Error('pdf library down'));
    await expect(fetchLibrary()).rejects.toThrow('blob library down');
  });

  it('fetches a /api/blob/ path directly, any other through /api/pdf-library/{category}/{file}', async () => {
    get.mockResolvedValue({ data: new Blob(['%PDF']) });
    const [blobDoc, otherDoc] = toLibraryDocs({
      Forms: [
        {
          id: 1,
          name: 'Credit Application.pdf',
          path: '/api/blob/Documents/Forms/Credit%20Application.pdf',
          lastModified: null,
        },
        {
          id: 2,
          name: 'Price List.pdf',
          path: 'https://cdn.example.com/p.pdf',
          lastModified: null,
        },
      ],
    });
    await fetchDocument(blobDoc);
    await fetchDocument(otherDoc);
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/api/blob/Documents/Forms/Credit%20Application.pdf',
      '/api/pdf-library/Forms/Price%20List.pdf',
    ]);
  });
});
