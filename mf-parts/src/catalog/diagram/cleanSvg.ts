// The feed's drawings are the manufacturer's SVG, put into the page as markup: everything that
// could run or reach out is taken out first (the CSP refuses inline scripts too; this is the
// second wall), and each callout is made a control a keyboard reaches.

const DROPPED = 'script, foreignObject, iframe, object, embed, audio, video, use, image';

/** The drawing as safe markup, named `title`: no scripts, no event handlers, no links out, no
 * external images; each `<g data-callout="N">` focusable, named by `label(N)`, and a button. Null
 * when the text is not an SVG document. */
export function cleanSvg(
  svg: string,
  title: string,
  label: (callout: number) => string,
): string | null {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length) return null;
  for (const el of [...root.querySelectorAll(DROPPED)]) el.remove();
  for (const el of [root, ...root.querySelectorAll('*')])
    for (const { name } of [...el.attributes])
      if (/^on/i.test(name) || /href$/i.test(name)) el.removeAttribute(name);
  // The drawing scales to its box; its callouts are the named parts of it.
  root.removeAttribute('width');
  root.removeAttribute('height');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', title);
  root.setAttribute('focusable', 'false');
  for (const g of root.querySelectorAll('[data-callout]')) {
    const n = Number(g.getAttribute('data-callout'));
    if (!Number.isInteger(n)) continue;
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('aria-label', label(n));
    g.setAttribute('aria-pressed', 'false');
  }
  return new XMLSerializer().serializeToString(root);
}
