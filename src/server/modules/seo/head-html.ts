import { escapeHtml } from '../../../shared/html.ts';

/**
 * The <head> elements the server puts into index.html (issue 4 §10): a crawler that runs no
 * JavaScript reads the title, description, canonical address, Open Graph tags and schema.org data
 * from the HTML itself. Every value is escaped here, whatever its source.
 */
export type PageHead = {
  title: string;
  description?: string | undefined;
  /** Absolute address of the page; also og:url. */
  canonical?: string | undefined;
  /** Private and not-found pages are kept out of search engines. */
  noindex?: boolean | undefined;
  /** og:title, og:description, og:url, og:type, og:site_name, og:locale. */
  openGraph?: { siteName: string } | undefined;
  /** schema.org data, sent as application/ld+json (not executed, so the CSP allows it). */
  jsonLd?: object | undefined;
};

/**
 * JSON that cannot end its <script> element: '<' (and '>', '&') become \u escapes, which JSON
 * parsers read back as the same characters. U+2028/2029 too, for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    lines.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.openGraph) {
    meta('property', 'og:title', head.title);
    if (head.description) meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', head.canonical);
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', head.openGraph.siteName);
    meta('property', 'og:locale', 'pt_BR');
  }
  if (head.jsonLd) {
    lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}
