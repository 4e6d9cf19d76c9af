import { reportToPortal, sendHeldReports } from '@portal/shared';
import { markReported, startRealUserReports } from '../src/reporting/realUsers';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  reportToPortal: jest.fn(),
  flushReports: jest.fn(),
  keepHeldReports: jest.fn(),
  sendHeldReports: jest.fn(),
}));
const reported = reportToPortal as jest.MockedFunction<typeof reportToPortal>;

const rejection = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
const uncaught = (error: unknown) => window.dispatchEvent(new ErrorEvent('error', { error }));

beforeAll(() => startRealUserReports());
beforeEach(() => reported.mockClear());

// What real users' browsers report, each failure once.
describe("the shell's real-user error reports", () => {
  it('reports one Error once, however many promises reject with it', () => {
    // A parcel whose load failed rejects its load, bootstrap, mount and unmount with one Error.
    const error = new Error('Failed to load script resources');
    for (let i = 0; i < 4; i++) rejection(error);
    uncaught(error);
    expect(reported.mock.calls).toEqual([
      [{ kind: 'error', message: 'Error: Failed to load script resources' }],
    ]);
  });

  it('reports distinct errors, uncaught ones and rejections with a plain reason', () => {
    uncaught(new TypeError('a is undefined'));
    uncaught(new TypeError('a is undefined'));
    rejection('no reason given');
    // A failed <script> is an error event without an Error: it is reported where it loads.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reported.mock.calls.map(([r]) => r)).toEqual([
      { kind: 'error', message: 'TypeError: a is undefined' },
      { kind: 'error', message: 'TypeError: a is undefined' },
      { kind: 'error', message: 'no reason given' },
    ]);
  });

  it('does not report again an Error already reported as a failed area load', () => {
    const error = new Error('Area parts did not expose lifecycles');
    markReported(error);
    rejection(error);
    uncaught(error);
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('reports kept while the API asked to wait (decision 0085)', () => {
  it('are sent at the start and when the page comes back from the back/forward cache', () => {
    const send = sendHeldReports as jest.MockedFunction<typeof sendHeldReports>;
    // Once by startRealUserReports in beforeAll.
    expect(send).toHaveBeenCalledTimes(1);
    const shown = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    shown(false);
    expect(send).toHaveBeenCalledTimes(1);
    shown(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
