/**
 * Runs `round` every `everyMs`, never two at once (a round still running when the next is due
 * skips it); a failed round waits for the next. The answer stops the rounds: it ends once the
 * round in progress has.
 */
export function everyRound(everyMs: number, round: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
