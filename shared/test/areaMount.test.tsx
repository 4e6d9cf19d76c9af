import { screen } from '@testing-library/react';
import { createAreaLifecycles } from '../src/ui/area';

// An area's first render is a transition, which React renders in slices, giving the
// browser its turn between them, instead of one long task just after the layout's first paint.
// Seen as the browser sees it: React's own scheduler (no act()), and a timer that ticks while
// the area renders.
const ACT = 'IS_REACT_ACT_ENVIRONMENT';

/** A part of the screen that takes `ms` of the main thread to render. */
function Slow({ ms, log, n }: { ms: number; log: string[]; n: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until);
  log.push(`part ${n}`);
  return <p>part {n}</p>;
}

describe("an area's mount", () => {
  const actBefore = (globalThis as Record<string, unknown>)[ACT];
  beforeAll(() => ((globalThis as Record<string, unknown>)[ACT] = false));
  afterAll(() => ((globalThis as Record<string, unknown>)[ACT] = actBefore));

  it('renders in slices that let other tasks run, and resolves once the area is on the page', async () => {
    const log: string[] = [];
    const Routes = () => (
      <>
        <h2>Parts Orders</h2>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Slow key={n} ms={8} n={n} log={log} />
        ))}
      </>
    );
    const lifecycles = createAreaLifecycles('parts', Routes, { kit: 'eager' });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'parts', domElement, basename: '' };
    let ticking = true;
    const tick = () => {
      log.push('tick');
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    ticking = false;

    expect(screen.getByRole('heading', { name: 'Parts Orders' })).toBeInTheDocument();
    // One render in one task would list the six parts with no tick between the first and last.
    const between = log.slice(log.indexOf('part 1'), log.lastIndexOf('part 6'));
    expect(between.filter((e) => e === 'tick').length).toBeGreaterThan(0);

    await lifecycles.unmount(props);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
