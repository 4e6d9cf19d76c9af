/**
 * antd's select opens through a MessageChannel macrotask, which jsdom lacks: a timer does it.
 * A test that opens a select calls this once at its top.
 */
class TimerChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
}

export function allowSelects() {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerChannel;
}
