/** Navigates the whole page: single-spa's patched history turns this pushState into a popstate
 * that every router on the page (the shell's and each area's) follows. */
export function navigateTo(path: string): void {
  if (window.location.pathname + window.location.search === path) return;
  window.history.pushState(null, '', path);
}
