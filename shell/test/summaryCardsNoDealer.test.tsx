import { screen } from '@testing-library/react';
import { signInBuyer } from '@portal/shared/jest/session';
import { SummaryCards } from '../src/home/SummaryCards';
import { shownAt } from './shownAt';

// Staff who have selected no dealer read no counts: the cards show a dash. A loading placeholder
// there never ended, and its animation kept the page's main thread busy for as long as /home
// stayed open (2 s in 5 measured in Chromium).
const LOADING = { wholegoods: null, parts: null, claims: null, invoices: null };
const skeletons = (c: HTMLElement) => c.querySelectorAll('.ant-skeleton').length;

it('no dealer selected: a dash per count, nothing loading', async () => {
  signInBuyer({ role: 'ApplicationAdmin', dealerId: null, selectedDealer: null });
  const { container } = await shownAt('/home', <SummaryCards counts={null} />);
  expect(skeletons(container)).toBe(0);
  expect(screen.getAllByText('—')).toHaveLength(8);
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
});

it('a dealer selected, counts on their way: a placeholder per count, marked busy', async () => {
  signInBuyer({ role: 'ApplicationAdmin', selectedDealer: 1001 });
  const { container } = await shownAt('/home', <SummaryCards counts={LOADING} />);
  expect(skeletons(container)).toBe(8);
  expect(screen.queryByText('—')).toBeNull();
  expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
});
