import { toast, toastStore, TOAST_DURATION, TOAST_LIMIT } from '../src/toast';

describe('toasts (spec 000 §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toast.dismiss();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i++) toast(`t${i}`);
    const { toasts } = toastStore.getState();
    expect(TOAST_LIMIT).toBe(20);
    expect(toasts).toHaveLength(20);
    expect(toasts[0].message).toBe('t5');
  });

  it('times out success after 2000 ms and blank/error after 4000 ms; loading stays', () => {
    expect(TOAST_DURATION).toMatchObject({ blank: 4000, error: 4000, custom: 4000, success: 2000 });
    toast.success('saved');
    toast.error('failed');
    toast.loading('working');
    jest.advanceTimersByTime(2000);
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['failed', 'working']);
    jest.advanceTimersByTime(2000);
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['working']);
    jest.advanceTimersByTime(60_000);
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['working']);
  });
});
