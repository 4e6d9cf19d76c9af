import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

// One toaster for the whole portal (requirements 000 §9): at most 20 toasts; 4000 ms for blank, error
// and custom, 2000 ms for success, loading until dismissed.
export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_LIMIT = 20;
export const TOAST_DURATION: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

/** The toasts on show, for the Toaster. A hook of the runtime half, so that no app bundles its
 * own copy of zustand (the bundle check counts copies). */
export const useToasts = (): Toast[] => useStore(toastStore, (s) => s.toasts);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function dismiss(id?: number): void {
  const ids = id === undefined ? toastStore.getState().toasts.map((t) => t.id) : [id];
  for (const i of ids) {
    clearTimeout(timers.get(i));
    timers.delete(i);
  }
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => !ids.includes(t.id)) }));
}

function show(type: ToastType, message: string, duration = TOAST_DURATION[type]): number {
  const id = nextId++;
  toastStore.setState((s) => {
    const toasts = [...s.toasts, { id, type, message }];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - TOAST_LIMIT))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    return { toasts: toasts.slice(-TOAST_LIMIT) };
  });
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}

export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  custom: (message: string, duration?: number) => show('custom', message, duration),
  dismiss,
});
