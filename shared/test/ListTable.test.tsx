import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { ListTable } from '../src/ui/list/ListTable';
import { useList, type ListColumn } from '../src/ui/list/useList';

interface Row {
  id: number;
  order: string;
  status: string;
}
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  order: `SO-${1000 + i}`,
  status: i % 2 ? 'Open' : 'Shipped',
}));
const columns: ListColumn<Row>[] = [
  { key: 'order', title: 'Order Number', value: (r) => r.order },
  { key: 'status', title: 'Status', value: (r) => r.status },
];

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.search}</output>;
}

function Screen({ data }: { data: Row[] }) {
  const list = useList({
    columns,
    rows: data,
    filterDefaults: { tab: 'all' },
    filter: (r, f) => f.tab === 'all' || r.status === 'Open',
  });
  return (
    <>
      <button onClick={() => list.setFilter('tab', 'open')}>Open tab</button>
      <button
        onClick={() => {
          list.setFilter('tab', 'open');
          list.setSearch('so-10');
        }}
      >
        Open and search
      </button>
      <ListTable
        list={list}
        rowKey={(r) => r.id}
        texts={{ empty: 'No orders found' }}
        searchPlaceholder="Search orders..."
      />
      <Where />
    </>
  );
}

const setup = (data = rows, url = '/') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Screen data={data} />
    </MemoryRouter>,
  );

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('ListTable + useList', () => {
  it("pages 10 at a time with 'Page X of Y' and first/previous/next/last", async () => {
    setup();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Last page'));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    await userEvent.click(screen.getByLabelText('Previous page'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('First page'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sorts descending on the first header click, then toggles, with aria-sort', async () => {
    setup();
    const header = screen.getByRole('button', { name: 'Order Number' });
    await userEvent.click(header);
    expect(within(bodyRows()[0]).getByText('SO-1022')).toBeInTheDocument();
    expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Order Number' }));
    expect(within(bodyRows()[0]).getByText('SO-1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Number' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('searches case-insensitively and returns to page 1; the URL keeps the view', async () => {
    setup(rows, '/?page=3');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search orders...'), 'so-101');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('?q=so-101');
  });

  it('returns to page 1 when a filter or the page size changes', async () => {
    setup(rows, '/?page=2');
    await userEvent.click(screen.getByText('Open tab'));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('?tab=open');
  });

  it('keeps every change made in one event (a tab and a search together)', async () => {
    render(
      <MemoryRouter initialEntries={['/?page=2']}>
        <Screen data={rows} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByText('Open and search'));
    expect(screen.getByTestId('where').textContent).toBe('?tab=open&q=so-10');
  });

  it('restores sort, page and size from the URL', () => {
    setup(rows, '/?sort=order&order=asc&size=25');
    expect(bodyRows()).toHaveLength(23);
    expect(within(bodyRows()[0]).getByText('SO-1000')).toBeInTheDocument();
  });

  it("shows the screen's empty text", () => {
    setup([]);
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

describe('the list on a phone and the search limit', () => {
  const phone = (matches: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  };
  // antd keeps the matchMedia it first saw: after a test, a desktop answer, never none.
  afterEach(() => phone(false));

  it('below 576 px shows each row as a card: title, label/value pairs, a sort picker', () => {
    phone(true);
    const { container } = setup();
    expect(container.querySelector('table')).toBeNull();
    const cards = container.querySelectorAll('.portal-card');
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('SO-1000');
    expect(within(cards[0] as HTMLElement).getByText('Status').tagName).toBe('DT');
    expect(within(cards[0] as HTMLElement).getByText('Shipped').tagName).toBe('DD');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the empty text as a card list would, and keeps the table on a desktop', async () => {
    phone(true);
    const { unmount } = setup([]);
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    unmount();
    phone(false);
    const { container } = setup();
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('.portal-card')).toBeNull();
  });

  it('the search box takes at most the API limit, and a longer link is clipped', () => {
    setup(rows, `/?q=${'x'.repeat(300)}`);
    const box = screen.getByPlaceholderText('Search orders...');
    expect(box).toHaveAttribute('maxlength', '200');
    expect(box).toHaveValue('x'.repeat(200));
    expect(screen.getByText('No orders found')).toBeInTheDocument();
  });
});
