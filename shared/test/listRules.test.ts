import {
  clampPage,
  compareCells,
  matchesSearch,
  nextSort,
  pageCount,
  pageOf,
  rangeOf,
  sortRows,
  toCsv,
} from '../src/ui/list/rules';

describe('sorting (spec 000 §2: "First click on a column sorts descending unless that column is already ascending; then it toggles.")', () => {
  it('sorts a new column descending on its first click', () => {
    expect(nextSort(null, 'date')).toEqual({ key: 'date', order: 'desc' });
    expect(nextSort({ key: 'amount', order: 'asc' }, 'date')).toEqual({
      key: 'date',
      order: 'desc',
    });
  });
  it('toggles the column already sorted', () => {
    expect(nextSort({ key: 'date', order: 'desc' }, 'date')).toEqual({ key: 'date', order: 'asc' });
    expect(nextSort({ key: 'date', order: 'asc' }, 'date')).toEqual({ key: 'date', order: 'desc' });
  });
  it('orders numbers numerically, text naturally and empty cells last', () => {
    expect(
      sortRows([{ v: 10 }, { v: 9 }, { v: 100 }], { key: 'v', order: 'asc' }, (r) => r.v).map(
        (r) => r.v,
      ),
    ).toEqual([9, 10, 100]);
    expect(
      sortRows([{ v: 'SO-10' }, { v: 'so-9' }], { key: 'v', order: 'asc' }, (r) => r.v).map(
        (r) => r.v,
      ),
    ).toEqual(['so-9', 'SO-10']);
    expect(compareCells(null, 'a', 'asc')).toBe(1);
    expect(compareCells(null, 'a', 'desc')).toBe(1);
  });
  it('is stable for equal values', () => {
    const rows = [
      { k: 1, id: 'a' },
      { k: 1, id: 'b' },
      { k: 0, id: 'c' },
    ];
    expect(sortRows(rows, { key: 'k', order: 'desc' }, (r) => r.k).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('search (spec 000 §2: "a case-insensitive substring match over the listed fields")', () => {
  it('matches any listed field, ignoring case', () => {
    expect(matchesSearch(['SO-1001', 'Open', null], 'so-10')).toBe(true);
    expect(matchesSearch(['SO-1001', 'Open'], 'OPEN')).toBe(true);
    expect(matchesSearch(['SO-1001', 'Open'], 'closed')).toBe(false);
    expect(matchesSearch([12.5], '2.5')).toBe(true);
  });
  it('matches everything for an empty or blank query', () => {
    expect(matchesSearch(['x'], '')).toBe(true);
    expect(matchesSearch(['x'], '   ')).toBe(true);
  });
});

describe('paging', () => {
  it('counts pages with at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('clamps the page into range', () => {
    expect(clampPage(0, 25, 10)).toBe(1);
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(NaN, 25, 10)).toBe(1);
  });
  it('slices one page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 3, 10)).toEqual([20, 21, 22]);
  });
  it("counts the rows of the inventory's 'a-b of total'", () => {
    // Written 'a-b of total' by the pager (the shared catalog's 'list.range').
    expect(rangeOf(1, 10, 23)).toEqual({ first: 1, last: 10, total: 23 });
    expect(rangeOf(3, 10, 23)).toEqual({ first: 21, last: 23, total: 23 });
    expect(rangeOf(1, 10, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });
});

describe('CSV export', () => {
  it('quotes commas and quotes and neutralises formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['=SUM(A1)', -5],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),-5\r\n');
  });
  it('neutralises every cell starting with = + - @ tab or CR, numbers excepted', () => {
    const attack = "-2+3+cmd|' /C calc'!A0";
    const cells = [attack, '+1+1', '-1)', '@SUM(A1)', '\t=1', '\r=1', '-0x1', '1-2'];
    const csv = toCsv(['h'], [cells]);
    expect(csv).toBe(`h\r\n'${attack},'+1+1,'-1),'@SUM(A1),'\t=1,"'\r=1",'-0x1,1-2\r\n`);
    // Numbers, as numbers or as plain decimal text, stay numbers.
    expect(toCsv(['n'], [[-5], [-12.5], ['-12.50'], [0]])).toBe(
      'n\r\n-5\r\n-12.5\r\n-12.50\r\n0\r\n',
    );
  });
});
