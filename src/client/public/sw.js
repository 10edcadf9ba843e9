/*
 * Service worker of Saúde Conveniada (issue 4, item 9), served as-is at /sw.js (scope /).
 * Registered by src/client/lib/pwa-register.ts in production builds only.
 *
 * - Pages (navigations): network first; offline, the copy saved when that address was last
 *   opened, or the app ('/', saved at install) for a search or provider page whose data is kept,
 *   else /offline.html.
 * - /assets/*: Vite gives them content-hashed names, so a saved copy never goes stale: cache
 *   first, saved on first use (the page also sends what it loaded before this worker took over).
 * - The public directory API (search, provider pages, locations, specialties, site details):
 *   network first, the last answer kept so the last searches and providers stay readable offline.
 *   Never /api/me, /api/auth/* nor anything but GET; signing in or out forgets the kept answers,
 *   since which fields the API sends depends on who is signed in, and so does any back-office
 *   write, which may rename or remove what they show. An answer cut by another field
 *   configuration (X-Fields-Version) drops the kept ones of the old one. Online, every answer
 *   comes from the network (the reference lists are `no-cache`, revalidated), so a kept copy is
 *   read offline only.
 *
 * Bump VERSION when this file changes in a way that old caches must not survive.
 */
/* global self, caches -- a service worker runs with these globals, not those of Node or a page. */
// v2: directory answers carry `demo` (docs/decisions/015); older kept answers would not parse.
const VERSION = 'v2';
const PAGE_CACHE = `pages-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const API_CACHE = `api-${VERSION}`;
const CURRENT_CACHES = [PAGE_CACHE, ASSET_CACHE, API_CACHE];

const OFFLINE_URL = '/offline.html';
const PRECACHE_URLS = [
  '/',
  OFFLINE_URL,
  '/offline.css',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
const API_PATHS = ['/api/providers', '/api/directory/locations', '/api/specialties', '/api/site'];

// Oldest entries go first past these sizes: hashed assets of earlier deploys, old searches.
const LIMITS = { [PAGE_CACHE]: 40, [ASSET_CACHE]: 120, [API_CACHE]: 80 };

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const excess = keys.length - LIMITS[cacheName];
  for (const key of keys.slice(0, Math.max(0, excess))) await cache.delete(key);
}

async function put(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  await trim(cacheName);
}

/** Saves same-origin /assets/ files that are not saved yet. */
async function saveAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) {
    const { origin, pathname } = new URL(url, self.location.origin);
    if (origin !== self.location.origin || !pathname.startsWith('/assets/')) continue;
    if (await cache.match(pathname)) continue;
    try {
      const response = await fetch(pathname);
      if (response.ok) await cache.put(pathname, response);
    } catch {
      // Offline or gone: it will be saved the next time the page loads it.
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGE_CACHE);
      // 'reload': straight from the network, not from the HTTP cache of an older deploy.
      await cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' })));
      // The saved '/' is useless offline without the entry script and stylesheet it names.
      const shell = await cache.match('/');
      const html = shell ? await shell.text() : '';
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await saveAssets(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => !CURRENT_CACHES.includes(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// The page sends the files it loaded before this worker controlled it (lib/pwa-register.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'save-assets' && Array.isArray(event.data.urls)) {
    event.waitUntil(saveAssets(event.data.urls));
  }
});

/**
 * Directory answers depend on who asks (signed-in people may see more fields); the server marks
 * them with X-Audience. Only what a visitor may see is kept, so the next person to use this
 * browser offline never reads a signed-in answer.
 */
function keepable(response) {
  if (!response.ok) return false;
  const audience = response.headers.get('x-audience');
  return audience === null || audience === 'public';
}

// The field configuration the kept directory answers were cut by (header X-Fields-Version).
let fieldsVersion = null;

/**
 * An answer cut by another field configuration than the kept ones: an administrator changed who
 * sees which field. Kept answers of the other version, and the provider pages saved with them,
 * are dropped, so a field hidden since is never shown offline from an old copy. Pages of the
 * search and of providers load again from the network at the next visit.
 */
async function dropOtherFieldVersions(version) {
  if (version === fieldsVersion) return;
  fieldsVersion = version;
  const api = await caches.open(API_CACHE);
  let dropped = false;
  for (const request of await api.keys()) {
    const kept = await api.match(request);
    // Directory answers kept before the header existed count as another version.
    const directory = new URL(request.url).pathname.startsWith('/api/providers');
    if (directory && kept?.headers.get('x-fields-version') !== version) {
      await api.delete(request);
      dropped = true;
    }
  }
  if (!dropped) return;
  // Their head (title, description, structured data) was written with the old configuration.
  const pages = await caches.open(PAGE_CACHE);
  for (const request of await pages.keys()) {
    if (/^\/conveniado\/\d+\/?$/.test(new URL(request.url).pathname)) await pages.delete(request);
  }
}

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    const version = response.ok ? response.headers.get('x-fields-version') : null;
    if (version) await dropOtherFieldVersions(version);
    if (keepable(response)) await put(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

// The /pesquisa parameters in the order the app writes them to the API (src/shared/directory-filters.ts).
const SEARCH_KEYS = ['q', 'especialidade', 'estado', 'cidade', 'desconto'];

/**
 * The API answer a page shows, for pages reached inside the app (their address was never loaded
 * from the network, so only '/' is saved for them): with that answer kept, the app can render it.
 */
function dataUrlOf(url) {
  const provider = /^\/conveniado\/(\d+)\/?$/.exec(url.pathname);
  if (provider) return `/api/providers/${provider[1]}`;
  if (url.pathname !== '/pesquisa') return null;
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `/api/providers${query ? `?${query}` : ''}`;
}

async function page(request) {
  try {
    return await networkFirst(request, PAGE_CACHE);
  } catch {
    const dataUrl = dataUrlOf(new URL(request.url));
    if (dataUrl && (await caches.match(dataUrl, { cacheName: API_CACHE }))) {
      const shell = await caches.match('/', { cacheName: PAGE_CACHE });
      if (shell) return shell;
    }
    return (await caches.match(OFFLINE_URL, { cacheName: PAGE_CACHE })) ?? Response.error();
  }
}

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await put(cacheName, request, response.clone());
  return response;
}

function isPublicApi(pathname) {
  return API_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    // Signing in or out changes which fields an answer holds; a back-office change (a renamed
    // or deleted specialty or area...) changes what the kept answers say.
    if (url.pathname.startsWith('/api/auth/') || url.pathname.startsWith('/api/admin/')) {
      event.waitUntil(caches.delete(API_CACHE));
    }
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
  } else if (isPublicApi(url.pathname)) {
    event.respondWith(networkFirst(request, API_CACHE));
  } else if (PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(networkFirst(request, PAGE_CACHE));
  }
  // Anything else (/api/me, /api/auth/*, other files) goes to the network as if there were no
  // service worker.
});
