import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and index.html for every path that is not a file and not under /api (the client
 * router shows its own 404 screen). Unknown /api paths get the JSON 404.
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Recurso não encontrado.'));
    }
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml && !looksLikeFile) {
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Página não encontrada.');
  });
}
