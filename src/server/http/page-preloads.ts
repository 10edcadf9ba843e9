import { escapeHtml } from '../../shared/html.ts';
import { landingDataUrl } from '../../shared/landing-data.ts';

/** The search form's choices (components/provider/provider-search-form.tsx). */
const SEARCH_FORM_DATA = ['/api/directory/locations', '/api/specialties'];

/**
 * The public pages a visit can land on, as the client router (src/client/app/router.tsx) writes
 * their paths, with the API answers each asks for as it starts besides the layout's and its own
 * subject's. Pages behind a sign-in and the back-office are left out: their guard decides first.
 */
export const LANDING_PAGES: readonly { path: string; data?: readonly string[] }[] = [
  { path: '/', data: SEARCH_FORM_DATA },
  { path: '/pesquisa', data: SEARCH_FORM_DATA },
  { path: '/sobre' },
  { path: '/conveniado/cadastro' },
  { path: '/conveniado/:id' },
  { path: '/conveniado/:id/informar-erro' },
  { path: '/login' },
  { path: '/cadastro' },
  { path: '/reset-password' },
  { path: '/confirmar-email' },
  { path: '/termos' },
  { path: '/privacidade' },
];

const PATTERNS = LANDING_PAGES.map((page) => ({
  page,
  pattern: new RegExp(`^${page.path.replace(/:[a-z]+/g, '[^/]+')}$`),
}));

/** What every public page asks the API for as it starts: the site's details and the session. */
const LAYOUT_DATA = ['/api/site', '/api/me'];

/** The public page at `path`, read as the client router reads it (trailing slashes dropped). */
export function landingPage(path: string): (typeof LANDING_PAGES)[number] | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PATTERNS.find(({ pattern }) => pattern.test(bare))?.page;
}

/**
 * Markup for the head of the page at `path` (with its `search`, '?a=b' or ''): one
 * `<link rel="preload" as="fetch">` per API answer the page asks for first, so those requests
 * leave while the app's code (about 92 kB) downloads instead of after it has run: a provider's
 * or a search's data is then there when the page renders (decision 026). Their mode and
 * credentials (crossorigin=anonymous: same-origin cookies) match lib/api-client.ts's fetch(), so
 * the browser hands each preloaded answer to that fetch instead of asking twice. Nothing for a
 * page that is not public.
 */
export function pagePreloads(path: string, search: string): string {
  const page = landingPage(path);
  if (!page) return '';
  const own = landingDataUrl(path, search);
  return [...LAYOUT_DATA, ...(own ? [own] : []), ...(page.data ?? [])]
    .map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`,
    )
    .join('\n    ');
}
