import { authStore, screenFor, type AreaName, type Screen } from '@portal/shared';
import { redirectFor } from '../app/guard';
import { inRewards } from '../layout/menu';

/** The screen a first page shows; none when the guard sends the visit elsewhere. */
export function shownScreen(pathname: string): Screen | undefined {
  const screen = screenFor(pathname);
  return screen && !redirectFor(screen, authStore.getState()) ? screen : undefined;
}

/**
 * The area a first page shows, the module it mounts and the kit it is built from: an area's
 * screen, or /home's rewards panel (for a dealer in the program). None for a page the guard sends
 * elsewhere or a /home without the panel: it fetches and runs none of that area's code.
 */
export function firstPageArea(
  screen: Screen | undefined,
): { area: AreaName; module: string; kit: 'whole' | 'eager' } | undefined {
  if (!screen) return undefined;
  // The panel is built from the kit's eager part: /home does not wait for the rest (0065).
  if (screen.path === '/home')
    return inRewards(authStore.getState().division)
      ? { area: 'rewards', module: 'rewardsPanel', kit: 'eager' }
      : undefined;
  return screen.area === 'shell'
    ? undefined
    : { area: screen.area, module: 'lifecycles', kit: 'whole' };
}

let registry: Promise<Response> | undefined;
let manifestAsked: Promise<void> = Promise.resolve();
let manifest: { url: string; answer: Promise<Response> } | undefined;

/**
 * Asks for /remotes.json and the first page's area's manifest as the portal's code starts to load
 * (app/firstPage.ts), not once the kit and the shell's start have run and the main thread is busy
 * rendering the layout (the manifest's answer waited ~300 ms for the main thread, and
 * the area's files were asked for only then). Each answer is taken once by remotes.ts; a failed
 * one is that read's to report.
 */
export function fetchFirstAreaEarly(screen: Screen | undefined): void {
  const first = firstPageArea(screen);
  if (!first) return;
  registry = fetch('/remotes.json', { cache: 'no-cache' });
  manifestAsked = registry
    .then((r) => r.clone().json() as Promise<Partial<Record<AreaName, string>>>)
    .then((entries) => {
      const entry = entries[first.area];
      if (!entry) return;
      const url = new URL(entry, window.location.href).toString();
      manifest = { url, answer: fetch(url) };
      manifest.answer.catch(() => undefined);
    })
    .catch(() => undefined);
}

/** The early /remotes.json read, once, given once the manifest's read has started (so remotes.ts
 * finds it); undefined when none was started or it was taken. */
export function takeEarlyRegistry(): Promise<Response> | undefined {
  const taken = registry;
  registry = undefined;
  return taken && manifestAsked.then(() => taken);
}

/** The early read of the manifest at `url`, once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  if (manifest?.url !== url) return undefined;
  const taken = manifest.answer;
  manifest = undefined;
  return taken;
}
