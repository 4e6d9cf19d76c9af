// The kit's antd styles as two static stylesheets of the build that serves the kit (see
// docs/decisions/0067-antd-styles-at-build-time.md): the webpack config cuts them from antd's
// zero-runtime CSS and names them here. The kit loads its parts' sheets; the shell asks for them
// earlier (while the kit's code downloads), and the two meet on the same <link> element.

/** Defined by shared/webpack/createConfig.cjs; absent under jest (whose setup stands in for this module). */
declare const __KIT_STYLES__: { eager: string; later: string } | undefined;
/** The build's public path (webpack's own variable): '/' for the shell, an area's folder otherwise. */
declare const __webpack_public_path__: string;

export type KitStylesPart = 'eager' | 'later';

const STATE = 'data-kit-styles';

/** The sheet's URL in this build, or null where the build has none (jest, a dev build's copy). */
export function kitStylesheetUrl(part: KitStylesPart): string | null {
  if (typeof __KIT_STYLES__ === 'undefined' || !__KIT_STYLES__) return null;
  return __webpack_public_path__ + __KIT_STYLES__[part];
}

/**
 * Adds the part's <link rel=stylesheet> once (or finds the one added before, by this copy of the
 * module or another) and resolves true once it applies, false when it failed or the build has
 * none: the caller then keeps antd's runtime styles.
 */
export function loadKitStylesheet(part: KitStylesPart): Promise<boolean> {
  const href = kitStylesheetUrl(part);
  if (!href || typeof document === 'undefined') return Promise.resolve(false);
  let link = document.querySelector<HTMLLinkElement>(`link[${STATE}][href="${href}"]`);
  // A sheet that failed is asked for again (an area's 'Try again' calls kitReady() anew).
  if (link?.getAttribute(STATE) === 'failed') {
    link.remove();
    link = null;
  }
  if (!link) {
    const created = document.createElement('link');
    created.rel = 'stylesheet';
    created.href = href;
    created.setAttribute(STATE, 'loading');
    // The state is kept on the element: a later caller may come after the event has fired.
    created.addEventListener('load', () => created.setAttribute(STATE, 'loaded'));
    created.addEventListener('error', () => created.setAttribute(STATE, 'failed'));
    // Before the page's own <style>, so the portal's rules (focus ring, card links) still win.
    document.head.insertBefore(created, document.head.querySelector('style'));
    link = created;
  }
  const settled = link;
  if (settled.getAttribute(STATE) === 'loaded') return Promise.resolve(true);
  return new Promise((resolve) => {
    settled.addEventListener('load', () => resolve(true), { once: true });
    settled.addEventListener('error', () => resolve(false), { once: true });
  });
}
