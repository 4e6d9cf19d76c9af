import { act, render, screen, waitFor } from '@testing-library/react';
import { LazyThumbnail } from '../src/components/LazyThumbnail';
import { fetchThumbnail } from '../src/api/resources';

jest.mock('../src/api/resources', () => ({
  ...jest.requireActual('../src/api/resources'),
  fetchThumbnail: jest.fn(),
}));
const fetchThumb = fetchThumbnail as jest.MockedFunction<typeof fetchThumbnail>;

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
  URL.createObjectURL = jest.fn(() => 'blob:thumb');
  URL.revokeObjectURL = jest.fn();
});

it('fetches nothing until the row is within 100px of the viewport, then shows the PNG', async () => {
  fetchThumb.mockResolvedValue(new Blob(['png']));
  render(<LazyThumbnail category="Forms" name="Credit Application.pdf" />);
  expect(observers.at(-1)!.options.rootMargin).toBe('100px');
  expect(fetchThumb).not.toHaveBeenCalled();
  expect(screen.queryByRole('img')).toBeNull();
  act(() => observers.at(-1)!.callback([{ isIntersecting: false }]));
  expect(fetchThumb).not.toHaveBeenCalled();
  act(() => observers.at(-1)!.callback([{ isIntersecting: true }]));
  expect(fetchThumb).toHaveBeenCalledWith('Forms', 'Credit Application.pdf');
  await waitFor(() =>
    expect(
      screen.getByRole('img', { name: 'Thumbnail of Credit Application.pdf' }),
    ).toHaveAttribute('src', 'blob:thumb'),
  );
});
