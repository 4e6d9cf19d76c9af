import { startEarlyRead } from '../src/api/earlyReads';
import { api } from '../src/api/client';
import { session } from '../src/auth/store';

// /home's reads start before the page's code; the page's own GET takes the answer. The
// network is left unanswered (XMLHttpRequest.send does nothing): what is counted is what is sent.
const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
afterAll(() => send.mockRestore());

const signIn = (token: string, id: number) =>
  session.login({
    token,
    role: 'DealerBuyer',
    dealerId: 1001,
    requirePasswordChange: false,
    email: `u${id}@portal.test`,
    id,
    name: `U${id}`,
  });
const get = (url: string) => void api.get(url).catch(() => undefined);

beforeEach(() => send.mockClear());

test("the page's GET of a URL read early is answered by that read, once", () => {
  signIn('token-a', 1);
  startEarlyRead('/rewards_fast/1001');
  expect(send).toHaveBeenCalledTimes(1);
  get('/rewards_fast/1001');
  expect(send).toHaveBeenCalledTimes(1);
  get('/rewards_fast/1001'); // taken already: asked afresh
  expect(send).toHaveBeenCalledTimes(2);
});

test('a GET with params, or of another URL, is not answered by it', () => {
  signIn('token-a', 1);
  startEarlyRead('/summary/1001');
  void api.get('/summary/1001', { params: { x: 1 } }).catch(() => undefined);
  get('/summary/1002');
  expect(send).toHaveBeenCalledTimes(3);
});

test('a list page read early answers the GET of the same page, parameters written alike', () => {
  signIn('token-a', 1);
  startEarlyRead('/wholegoodsall/1001', { page: 1, pageSize: 10, view: 'open' });
  expect(send).toHaveBeenCalledTimes(1);
  // As the list asks: its empty search and sort are left out of the address, as they were here.
  const page = (n: number) =>
    void api
      .get('/wholegoodsall/1001', { params: { page: n, pageSize: 10, q: undefined, view: 'open' } })
      .catch(() => undefined);
  page(1);
  expect(send).toHaveBeenCalledTimes(1);
  page(2);
  expect(send).toHaveBeenCalledTimes(2);
});

test("another session's GET never gets the answer read for the one before", () => {
  signIn('token-a', 1);
  startEarlyRead('/notifications');
  session.logout();
  signIn('token-b', 2);
  get('/notifications');
  expect(send).toHaveBeenCalledTimes(2);
});
