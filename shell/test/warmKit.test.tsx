import { fireEvent, screen } from '@testing-library/react';
import { signInBuyer } from '@portal/shared/jest/session';
import { kitReady } from '@portal/shared/kit';
import { Sidebar } from '../src/layout/Sidebar';
import { SummaryCards } from '../src/home/SummaryCards';
import { shownAt } from './shownAt';

// Decision 0065: /home paints without the kit's later part; a pointer over the sidebar or a
// summary card (or focus on their links) starts loading it, before the click that opens an area.
jest.mock('@portal/shared/kit', () => ({
  ...jest.requireActual('@portal/shared/kit'),
  kitReady: jest.fn(() => Promise.resolve()),
}));
const NO_COUNTS = { wholegoods: null, parts: null, claims: null, invoices: null };
const loads = kitReady as jest.MockedFunction<typeof kitReady>;

beforeEach(() => {
  loads.mockClear();
  signInBuyer();
});

const shown = (ui: React.ReactNode) => shownAt('/home', ui);

it('the sidebar starts loading the later part when a pointer enters it or a link takes focus', async () => {
  await shown(<Sidebar collapsed={false} />);
  expect(loads).not.toHaveBeenCalled();
  fireEvent.pointerEnter(screen.getByRole('navigation'));
  expect(loads).toHaveBeenCalledTimes(1);
  fireEvent.focus(screen.getAllByRole('menuitem')[0]);
  expect(loads).toHaveBeenCalledTimes(2);
});

it('the summary cards start loading it on a pointer or a focused card link', async () => {
  const { container } = await shown(<SummaryCards counts={NO_COUNTS} />);
  expect(loads).not.toHaveBeenCalled();
  fireEvent.pointerEnter(container.querySelector('.ant-row')!);
  expect(loads).toHaveBeenCalledTimes(1);
  fireEvent.focus(screen.getAllByRole('link')[0]);
  expect(loads).toHaveBeenCalledTimes(2);
});
