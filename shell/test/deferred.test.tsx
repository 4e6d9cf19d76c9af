import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { deferred } from '../src/app/deferred';

/** A page with state of its own, to see whether it was mounted again. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN((x) => x + 1)}>
      {label} {n}
    </button>
  );
}

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive!: () => void;
  const here = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(() => here.then(() => Counter));
  return { load, arrive: () => act(async () => arrive()) };
}

describe('a page in a chunk of its own', () => {
  it('renders in the first commit when its chunk was asked for and is here', async () => {
    const c = chunk();
    const Page = deferred(c.load);
    const preloaded = Page.preload();
    await c.arrive();
    await preloaded;

    render(<Page label="Orders" />);

    // No await: a Suspense fallback would be all the first commit shows.
    expect(screen.getByRole('button')).toHaveTextContent('Orders 0');
  });

  it('waits for a chunk that is not here yet, then shows the page', async () => {
    const c = chunk();
    const Page = deferred(c.load);

    render(<Page label="Orders" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    await c.arrive();
    expect(await screen.findByRole('button')).toHaveTextContent('Orders 0');
  });

  it('keeps the state of a page mounted before its chunk arrived when it renders again', async () => {
    const c = chunk();
    const Page = deferred(c.load);
    const { rerender } = render(<Page label="Orders" />);
    await c.arrive();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Orders 1');

    rerender(<Page label="Open orders" />);

    expect(screen.getByRole('button')).toHaveTextContent('Open orders 1');
  });
});
