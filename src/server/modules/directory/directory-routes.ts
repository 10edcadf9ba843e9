import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { providerIdSchema, searchQuerySchema } from '../../../shared/schemas/directory.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { followDirectoryChanges } from './directory-changes.ts';
import { createDirectoryService, type DirectoryService } from './directory-service.ts';
import { fieldsVersion, type Audience } from './field-visibility.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public directory; the SEO module and the field configuration screen use it too. */
    directory: DirectoryService;
  }
}

/** A visitor and a signed-in person may see different fields (DESIGN §2). */
/**
 * Signed in, for the field rules, once the password is the person's own: a temporary password
 * (an account the back-office created) opens nothing a visitor cannot see (DESIGN §2).
 */
function audienceOf(request: FastifyRequest): Audience {
  const { session } = request;
  return session.state === 'active' && !session.user.mustChangePassword ? 'signed-in' : 'visitor';
}

/**
 * The answer depends on the audience: no shared caching, and X-Audience tells the service worker
 * (public/sw.js) whether it may keep it for offline use (visitor answers only). Visitor answers
 * also name the field configuration they were cut by (X-Fields-Version), read before the answer
 * is: a change in between labels the newer answer with the older version, which the worker
 * drops at the next one, never the other way round.
 */
async function audienceHeaders(
  audience: Audience,
  directory: DirectoryService,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    'cache-control': 'private, no-store',
    vary: 'Cookie',
    'x-audience': audience === 'visitor' ? 'public' : 'signed-in',
  };
  if (audience === 'visitor') {
    const visible = await directory.fieldVisibility.visibleFields('visitor');
    headers['x-fields-version'] = fieldsVersion(visible);
  }
  return headers;
}

const directoryRoutes: FastifyPluginAsync<{ directory: DirectoryService }> = async (
  app,
  { directory },
) => {
  const isPublic = { config: { access: access.public } };

  app.get('/api/providers', isPublic, async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    const audience = audienceOf(request);
    const headers = await audienceHeaders(audience, directory);
    return reply.headers(headers).send(await directory.search(query, audience));
  });

  app.get<{ Params: { id: string } }>('/api/providers/:id', isPublic, async (request, reply) => {
    const id = parseInput(providerIdSchema, request.params.id);
    const audience = audienceOf(request);
    const headers = await audienceHeaders(audience, directory);
    return reply.headers(headers).send(await directory.detail(id, audience));
  });

  // The same for everyone and changes only when a provider is activated or moves.
  app.get('/api/directory/locations', isPublic, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(await directory.locations()),
  );
};

/** GET /api/providers, /api/providers/:id, /api/directory/locations; decorates app.directory. */
export async function registerDirectory(app: FastifyInstance): Promise<void> {
  const directory = createDirectoryService(app.database.db, {
    wordIndex: {
      onError: (error) =>
        app.log.error({ err: error }, 'falha ao montar o índice de palavras da busca'),
    },
  });
  app.addHook('onClose', async () => directory.close());
  await followDirectoryChanges(app, () => directory.directoryChanged());
  app.decorate('directory', directory);
  await app.register(directoryRoutes, { directory });
}
