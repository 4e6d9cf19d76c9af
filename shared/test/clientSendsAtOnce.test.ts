import { api } from '../src/api/client';
import { session } from '../src/auth/store';

// A list asks for its page in the keystroke's own event (useList), so the request must leave in
// that task: before React renders the change, 30-50 ms of the keystroke on a loaded machine.
// Chromium has the Cookie Store API, and axios then reads its XSRF cookie through it, which
// resolves only after that render; the portal sends no XSRF header (bearer tokens), so the
// client never reads one. Here the Cookie Store never answers: a request waiting on it is never sent.
const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);

beforeAll(() => {
  Object.defineProperty(window, 'cookieStore', {
    configurable: true,
    value: { get: () => new Promise(() => undefined) },
  });
  session.login({
    token: 'a-token',
    role: 'DealerBuyer',
    dealerId: 1001,
    requirePasswordChange: false,
    email: 'b@portal.test',
    id: 1,
    name: 'B',
  });
});
afterAll(() => {
  delete (window as { cookieStore?: unknown }).cookieStore;
  send.mockRestore();
});

test('a GET leaves synchronously, in the caller task, with the Cookie Store present', () => {
  send.mockClear();
  void api.get('/wholegoodsall/1001', { params: { page: 1, q: 'SO1' } }).catch(() => undefined);
  expect(send).toHaveBeenCalledTimes(1);
});
