import { toHomeCounts } from '../src/home/counts';

// The counting rules of requirements 000 §4 are applied by the API (api/test/listViews.test.ts checks
// them against the whole lists); the shell maps its answer onto the four cards.
describe('home cards (spec 000 §2)', () => {
  it('maps the summary onto Open/History, Open/History, Open/Closed, Outstanding/All', () => {
    expect(
      toHomeCounts(
        {
          wholegoods: { open: 5, history: 2 },
          partsOrders: { open: 3, history: 1 },
          claims: { open: 4, closed: 6 },
          invoices: { outstanding: 7, all: 9 },
        },
        true,
      ),
    ).toEqual({
      wholegoods: { first: 5, second: 2 },
      parts: { first: 3, second: 1 },
      claims: { first: 4, second: 6 },
      invoices: { first: 7, second: 9 },
    });
  });

  it('has no Invoices card numbers for a viewer', () => {
    expect(toHomeCounts({ invoices: { outstanding: 1, all: 2 } }, false).invoices).toBeNull();
  });

  it('shows zero where the answer has nothing (spec 000 §8: failures leave the cards at zero)', () => {
    expect(toHomeCounts({}, true)).toEqual({
      wholegoods: { first: 0, second: 0 },
      parts: { first: 0, second: 0 },
      claims: { first: 0, second: 0 },
      invoices: { first: 0, second: 0 },
    });
  });
});
