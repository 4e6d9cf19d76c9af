/** Text made safe inside HTML (a mail's body): the five characters HTML gives meaning to. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A mail's table of labelled values, escaped. */
export const rows = (pairs: [string, unknown][]) =>
  `<table>${pairs.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(String(v ?? ''))}</td></tr>`).join('')}</table>`;
