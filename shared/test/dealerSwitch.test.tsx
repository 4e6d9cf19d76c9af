import { act, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { api } from '../src/api/client';
import { authStore, session } from '../src/auth/store';
import { SIGNED_OUT } from '../src/auth/state';
import type { ListColumn } from '../src/ui/list/useList';
import { usePageSource, type PageSourceOptions } from '../src/ui/list/usePageSource';
import { ListUnderTest, renderAt } from './listScreen';

// Staff switch dealers mid-session: the list must never show one dealer's rows under another,
// not even while the new dealer's page is on its way (the previous page is kept on screen only
// for the same dealer). The real client and page source; the transport answers per dealer.
interface Row {
  order: string;
}
const options: PageSourceOptions<Row, Row> = {
  path: (dealerId) => `/orders/${dealerId}`,
  map: (w) => w,
  sortKeys: {},
};
const columns: ListColumn<Row>[] = [{ key: 'order', title: 'Order Number', value: (r) => r.order }];

let held: Promise<void> | null = null;
const asked: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  asked.push(`${config.url}?page=${config.params?.page}`);
  const dealer = String(config.url).split('/').pop();
  if (dealer === '1002' && held) await held;
  const rows = [{ order: `SO-${dealer}-${config.params?.page}` }];
  return { status: 200, statusText: 'OK', data: { rows, total: 1 }, headers: {}, config };
};

function Screen() {
  const source = usePageSource(options);
  return <ListUnderTest columns={columns} source={source} rowKey={(r) => r.order} />;
}

const choose = (dealerId: number) =>
  act(() =>
    session.selectDealer({
      dealerId,
      dealerCode: `D${dealerId}`,
      dealerName: null,
      division: null,
      territory: null,
      currency: null,
    }),
  );

beforeEach(() => {
  api.defaults.adapter = adapter;
  asked.length = 0;
  held = null;
  authStore.setState({
    ...SIGNED_OUT,
    isAuthenticated: true,
    token: 't',
    role: 'SupremeSales',
    user: { id: 7, email: 'sales@portal.test', name: 'Sales', role: 'SupremeSales' },
  });
});

describe('a dealer switch in the middle of a session', () => {
  it("never shows the previous dealer's rows while the new dealer's page loads", async () => {
    choose(1001);
    renderAt(<Screen />);
    expect(await screen.findByText('SO-1001-1')).toBeInTheDocument();
    let release!: () => void;
    held = new Promise<void>((r) => (release = r));
    choose(1002);
    expect(screen.queryByText('SO-1001-1')).not.toBeInTheDocument();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('SO-1002-1')).toBeInTheDocument();
    expect(screen.queryByText('SO-1001-1')).not.toBeInTheDocument();
  });

  it("answers a switch back from that dealer's own cached page, asking nothing", async () => {
    choose(1001);
    renderAt(<Screen />);
    expect(await screen.findByText('SO-1001-1')).toBeInTheDocument();
    choose(1002);
    expect(await screen.findByText('SO-1002-1')).toBeInTheDocument();
    const before = asked.length;
    choose(1001);
    expect(screen.getByText('SO-1001-1')).toBeInTheDocument();
    expect(asked.slice(before)).toEqual([]);
  });

  it('forgets every answer at sign-out', async () => {
    choose(1001);
    renderAt(<Screen />);
    expect(await screen.findByText('SO-1001-1')).toBeInTheDocument();
    const { queryClient } = await import('../src/query');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    act(() => session.logout());
    const answered = queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.data != null });
    expect(answered).toEqual([]);
  });
});
