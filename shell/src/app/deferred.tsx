import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A page in a chunk of its own, and how to ask for that chunk before the router reaches it. */
export type Deferred<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page in a chunk of its own. Only the sign-in page is in the first download: the layout,
 * home page, area loader and the rest load when first shown (the byte budget). A page whose
 * chunk is already here when it mounts renders at once: behind a Suspense fallback, even one
 * resolved a moment later, React 19 holds the page back until 300 ms after the fallback was shown
 * (FALLBACK_THROTTLE_MS), which made the first paint of every page wait. Decided once
 * per mount, so a page never changes from one path to the other and loses its state.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((c) => (loaded = c));
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Deferred(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}
