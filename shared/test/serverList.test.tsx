import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import type { ListColumn, ServerQuery, ServerSource } from '../src/ui/list/useList';
import { languageStore, setLanguage } from '../src';
import { ListUnderTest, renderAt } from './listScreen';

// The list kit in server mode: the screen holds one page; every page, sort, search and
// filter is a question to the source. The source here answers from an array the way the API does.
interface Row {
  id: number;
  order: string;
}
const all: Row[] = Array.from({ length: 43 }, (_, i) => ({ id: i + 1, order: `SO-${1000 + i}` }));
const columns: ListColumn<Row>[] = [{ key: 'order', title: 'Order Number', value: (r) => r.order }];

function makeSource() {
  const asked: ServerQuery[] = [];
  let fail: Error | null = null;
  let hold: Promise<void> | null = null;
  const source: ServerSource<Row> = async (q) => {
    asked.push(q);
    if (hold) await hold;
    if (fail) throw fail;
    let rows = all.filter((r) => r.order.toLowerCase().includes(q.q.toLowerCase()));
    if (q.sort?.order === 'desc') rows = [...rows].reverse();
    return { rows: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: rows.length };
  };
  return {
    source,
    asked,
    failWith: (e: Error | null) => (fail = e),
    holdUntil: (p: Promise<void> | null) => (hold = p),
  };
}

const setup = (source: ServerSource<Row>, url = '/') =>
  renderAt(<ListUnderTest columns={columns} source={source} rowKey={(r) => r.id} />, url);
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('useList with a server source', () => {
  it("shows the loading text, then one page with 'Page X of Y' from the total", async () => {
    const s = makeSource();
    setup(s.source);
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(s.asked[0]).toMatchObject({ page: 1, pageSize: 10, q: '', sort: null });
  });

  it('reads the next page while this one is shown: Next answers from it, with no question', async () => {
    const s = makeSource();
    setup(s.source);
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(s.asked).toHaveLength(2));
    expect(s.asked[1]).toMatchObject({ page: 2, pageSize: 10, q: '', sort: null });
    s.holdUntil(new Promise<void>(() => undefined)); // a question now would never be answered
    await userEvent.click(screen.getByLabelText('Next page'));
    expect(await screen.findByText('SO-1010')).toBeInTheDocument();
    expect(s.asked.filter((q) => q.page === 2)).toHaveLength(1);
  });

  it('answers a return to a page from the cache, with no question', async () => {
    const s = makeSource();
    setup(s.source);
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Next page'));
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument();
    const before = s.asked.length;
    await userEvent.click(screen.getByLabelText('Previous page'));
    expect(await screen.findByText('SO-1000')).toBeInTheDocument();
    expect(s.asked.slice(before).filter((q) => q.page === 1)).toEqual([]);
  });

  it('asks for the next page, a sort and a search (search back to page 1)', async () => {
    const s = makeSource();
    setup(s.source, '/?page=2');
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order Number' }));
    expect(await within(bodyRows()[0]).findByText('SO-1032')).toBeInTheDocument();
    expect(s.asked).toContainEqual(
      expect.objectContaining({ page: 2, sort: { key: 'order', order: 'desc' } }),
    );
    await userEvent.type(screen.getByPlaceholderText('Search orders...'), '104');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(s.asked).toContainEqual(expect.objectContaining({ page: 1, q: '104' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('goes to the last page when the URL asks for one past the end', async () => {
    const s = makeSource();
    setup(s.source, '/?page=9');
    expect(await screen.findByText('Page 5 of 5')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it('keeps the rows in place while the next ones are read', async () => {
    const s = makeSource();
    setup(s.source);
    expect(await screen.findByText('SO-1000')).toBeInTheDocument();
    let release!: () => void;
    s.holdUntil(new Promise<void>((r) => (release = r)));
    // A sort is not read ahead (the next page is): its rows are asked for now.
    await userEvent.click(screen.getByRole('button', { name: 'Order Number' }));
    expect(screen.getByText('SO-1000')).toBeInTheDocument();
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
    s.holdUntil(null);
    await act(async () => release());
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('SO-1042'));
  });

  it("draws no cell again while a keystroke's rows are read: the spinner changes, not the table", async () => {
    const s = makeSource();
    let drawn = 0;
    const counted: ListColumn<Row>[] = [{ ...columns[0], render: (r) => (drawn++, r.order) }];
    const { container } = renderAt(
      <ListUnderTest columns={counted} source={s.source} rowKey={(r) => r.id} />,
    );
    expect(await screen.findByText('SO-1000')).toBeInTheDocument();
    let release!: () => void;
    s.holdUntil(new Promise<void>((r) => (release = r)));
    const before = drawn;
    await userEvent.type(screen.getByPlaceholderText('Search orders...'), '104');
    expect(container.querySelector('.ant-spin-spinning')).toBeInTheDocument();
    expect(drawn).toBe(before);
    s.holdUntil(null);
    await act(async () => release());
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(container.querySelector('.ant-spin-spinning')).not.toBeInTheDocument();
    expect(drawn).toBeGreaterThan(before);
  });

  it("shows the source's error in place of the table", async () => {
    const s = makeSource();
    s.failWith(new Error('Failed to fetch orders'));
    setup(s.source);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  });

  it('asks once per change, ahead of the URL, and follows the URL on Back', async () => {
    const s = makeSource();
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(-1)}>Back</button>;
    }
    renderAt(
      <>
        <Back />
        <ListUnderTest columns={columns} source={s.source} rowKey={(r) => r.id} />
      </>,
    );
    expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
    const before = s.asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'Order Number' }));
    expect(await within(bodyRows()[0]).findByText('SO-1042')).toBeInTheDocument();
    // One question for the sort's page: the one asked from the click is the one the list shows
    // (the other is the next page, read ahead).
    const sorted = s.asked.slice(before);
    expect(sorted.filter((q) => q.page === 1)).toEqual([
      expect.objectContaining({ sort: { key: 'order', order: 'desc' } }),
    ]);
    expect(sorted.every((q) => q.sort?.order === 'desc')).toBe(true);
    // Back shows the unsorted page again, from the cache.
    const beforeBack = s.asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await within(bodyRows()[0]).findByText('SO-1000')).toBeInTheDocument();
    expect(s.asked.slice(beforeBack).filter((q) => q.page === 1)).toEqual([]);
  });

  it("asks the browser's media queries nothing new at a keystroke (each render used to)", async () => {
    const s = makeSource();
    const real = window.matchMedia;
    const asked = jest.fn((query: string) => real(query));
    window.matchMedia = asked as unknown as typeof window.matchMedia;
    try {
      setup(s.source);
      expect(await screen.findByText('Page 1 of 5')).toBeInTheDocument();
      asked.mockClear();
      await userEvent.type(screen.getByPlaceholderText('Search orders...'), '104');
      expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
      expect(asked).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = real;
    }
  });

  it("says '1,000+' when the source counts only its first matches, in English and French", async () => {
    const capped: ServerSource<Row> = async (q) => ({
      rows: all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
      total: 1000,
      more: true,
    });
    try {
      setup(capped);
      expect(await screen.findByText('Page 1 of 100+')).toBeInTheDocument();
      expect(screen.getByText('(1,000+ items)')).toBeInTheDocument();
      await act(() => setLanguage('fr-CA'));
      expect(await screen.findByText('Page 1 sur 100 et plus')).toBeInTheDocument();
      expect(screen.getByText(/^\(plus de 1\s000 éléments\)$/)).toBeInTheDocument();
    } finally {
      await act(() => languageStore.setState({ language: 'en' }));
    }
  });
});
