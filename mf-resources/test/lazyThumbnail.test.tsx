import { act, render, screen, waitFor } from '@testing-library/react';
import { answerFile, callsTo, network } from '@portal/shared/jest/network';
import { LazyThumbnail } from '../src/components/LazyThumbnail';

const ROUTE = 'GET /api/pdf-library/thumbnail/:folder/:file';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit }[] = [];

beforeAll(() => {
  Object.assign(globalThis, {
    IntersectionObserver: class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  });
});
// The test environment's URL is Node's, shared by every test file: spied on, then given back.
const objectUrl = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:thumb');
jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
afterAll(() => jest.restoreAllMocks());

it('fetches nothing until the row is within 100px of the viewport, then shows the PNG', async () => {
  network.use(answerFile(ROUTE, 'png'));
  render(<LazyThumbnail category="Forms" name="Credit Application.pdf" />);
  expect(observers.at(-1)!.options.rootMargin).toBe('100px');
  expect(screen.queryByRole('img')).toBeNull();
  act(() => observers.at(-1)!.callback([{ isIntersecting: false }]));
  expect(callsTo(ROUTE)).toEqual([]);
  act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));
  await waitFor(() =>
    expect(
      screen.getByRole('img', { name: 'Thumbnail of Credit Application.pdf' }),
    ).toHaveAttribute('src', 'blob:thumb'),
  );
  expect(callsTo(ROUTE).map((c) => c.params)).toEqual([
    { folder: 'Forms', file: 'Credit Application.pdf' },
  ]);
  expect(await (objectUrl.mock.calls[0][0] as Blob).text()).toBe('png');
});
