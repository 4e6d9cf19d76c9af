import { act, fireEvent, screen } from '@testing-library/react';
import { api } from '@portal/shared';
import { signInBuyer } from '@portal/shared/jest/session';
import { kitReady } from '@portal/shared/kit';
import { Sidebar } from '../src/layout/Sidebar';
import { TopSearch } from '../src/layout/TopSearch';
import { shownAt } from './shownAt';

// The layout's first render builds only what it shows. The top bar's search is a plain
// field until someone points at it or focuses it; the sidebar's items carry a tooltip only when
// the sidebar is collapsed to icons.

beforeEach(() => signInBuyer());

const shown = (ui: React.ReactNode) => shownAt('/wholegoods/orders', ui);

const field = () =>
  screen.getByRole('combobox', { name: 'Find by number (serial, order, invoice or claim)' });

describe("the top bar's search", () => {
  beforeAll(() => kitReady());

  it('is a plain field, with the kit loaded, until a pointer enters it', async () => {
    const { container } = await shown(<TopSearch compact={false} />);
    expect(container.querySelector('.ant-select')).toBeNull();
    fireEvent.pointerEnter(field());
    await act(async () => {});
    expect(container.querySelector('.ant-select-auto-complete')).not.toBeNull();
  });

  it('focused, becomes the list it searches with and keeps the focus and the text', async () => {
    // The API is outside the layout: the hits for what was typed.
    jest.spyOn(api, 'get').mockResolvedValue({ data: { hits: [] } });
    const { container } = await shown(<TopSearch compact={false} />);
    fireEvent.change(field(), { target: { value: 'SN90' } });
    await act(async () => field().focus());
    expect(container.querySelector('.ant-select-auto-complete')).not.toBeNull();
    expect(document.activeElement).toBe(field());
    expect(field()).toHaveValue('SN90');
  });
});

describe("the sidebar's tooltips", () => {
  it('name an item when the sidebar is collapsed to icons', async () => {
    await shown(<Sidebar collapsed />);
    fireEvent.mouseEnter(screen.getAllByRole('menuitem')[0]);
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
  });

  it('are not there when the sidebar shows the names', async () => {
    await shown(<Sidebar collapsed={false} />);
    fireEvent.mouseEnter(screen.getAllByRole('menuitem')[0]);
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
