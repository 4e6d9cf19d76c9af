/**
 * At most `max` pieces of work at a time; the others wait their turn in arrival order without
 * holding the thread. Used where a piece of work is heavy in memory or CPU (a password hash, a
 * whole list) and running them all at once would make everyone slower.
 */
export function slots(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** How many hold a slot now. */
    running: () => running,
    /** How many wait for a slot now. */
    waiting: () => waiting.length,
    /** Whether `run` would have to wait. */
    full: () => running >= max,
    /** Waits for a slot; the function returned gives it back, once. */
    async take(): Promise<() => void> {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        // The slot passes straight to the next waiter (running stays the same), or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      };
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      const giveBack = await this.take();
      try {
        return await work();
      } finally {
        giveBack();
      }
    },
  };
}
