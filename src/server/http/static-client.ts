import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';
import { pagePreloads } from './page-preloads.ts';

/** The head elements (title, description, ...) of one page, and its status (404 for a page
 * whose subject does not exist). */
export type SpaPage = { status?: number; head: string };

/**
 * Gives the head of the page at `path`, or undefined to send index.html as built. Set by the
 * SEO module (modules/seo); the client router still renders the page itself.
 */
export type SpaPageResolver = (
  path: string,
  search: URLSearchParams,
) => Promise<SpaPage | undefined>;

/**
 * Markup for the head of every page served (after the page's own head), or ''. Set by the site
 * module: the marker that demo data is shown.
 */
export type SpaHeadExtra = () => Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    spaPageResolver?: SpaPageResolver;
    spaHeadExtra?: SpaHeadExtra;
  }
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /[ \t]*<meta\s+name=["']description["'][^>]*>\s*?\n?/i;

/**
 * index.html cut where a page's head goes: where the built <title> was, and without the built
 * description, which every page replaces. Done once at start, so serving a page only joins
 * three strings.
 */
export function splitIndexHtml(html: string): { before: string; after: string } {
  const text = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(text);
  if (title) {
    return { before: text.slice(0, title.index), after: text.slice(title.index + title[0].length) };
  }
  const headEnd = text.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : 0;
  return { before: text.slice(0, at), after: text.slice(at) };
}

/** `markup` at the end of the head of `html`, indented as the built index.html is. */
function beforeHeadEnd(html: string, markup: string): string {
  const headEnd = markup ? html.search(/<\/head>/i) : -1;
  if (headEnd < 0) return html;
  return `${html.slice(0, headEnd)}  ${markup}\n  ${html.slice(headEnd)}`;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every path that is not a file and not under /api (the client
 * router shows its own 404 screen), with the page's own head when the resolver knows the page
 * and, on a public page, the hints that start its first API requests (page-preloads.ts).
 * Unknown /api paths get the JSON 404.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexFile = clientDir ? join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per built file (the build exists before start); any other path falls to the
      // not-found handler below, which answers with the app.
      wildcard: false,
      // file.br / file.gz written beside each asset at build (scripts/vite-precompress.ts).
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(join(clientDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = hasClient && indexFile ? await readFile(indexFile, 'utf8') : undefined;
  const template = indexHtml === undefined ? undefined : splitIndexHtml(indexHtml);

  async function pageOf(request: FastifyRequest, path: string): Promise<SpaPage | undefined> {
    const resolver = app.spaPageResolver;
    if (!resolver) return undefined;
    try {
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      return await resolver(path.length > 1 ? path.replace(/\/+$/, '') : path, search);
    } catch (error) {
      // The page still works without its head (the client renders it); say why it is plain.
      request.log.warn({ err: error }, 'cabeçalho da página não gerado');
      return undefined;
    }
  }

  async function headExtraOf(request: FastifyRequest): Promise<string> {
    try {
      return (await app.spaHeadExtra?.()) ?? '';
    } catch (error) {
      request.log.warn({ err: error }, 'marcação comum das páginas não gerada');
      return '';
    }
  }

  /**
   * The page's own head in the place of the built title (or the built head as it is), and the
   * page's preload hints last in the head, after the entry's script and style.
   */
  function htmlOf(page: SpaPage | undefined, extra: string, hints: string): string | undefined {
    if (!template || indexHtml === undefined) return undefined;
    if (page) {
      const html = `${template.before}${page.head}${extra && `\n    ${extra}`}${template.after}`;
      return beforeHeadEnd(html, hints);
    }
    return beforeHeadEnd(beforeHeadEnd(indexHtml, extra), hints);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Recurso não encontrado.'));
    }
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && template && !looksLikeFile) {
      const [page, extra] = await Promise.all([pageOf(request, path), headExtraOf(request)]);
      const hints = pagePreloads(path, request.url.slice(path.length));
      return reply
        .status(page?.status ?? 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(htmlOf(page, extra, hints));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Página não encontrada.');
  });
}
