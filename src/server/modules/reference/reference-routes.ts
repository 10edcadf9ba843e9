import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { stateIdSchema } from '../../../shared/schemas/reference.ts';
import { NotFoundError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { referenceRepository } from './reference-repository.ts';

// IBGE's states and municipalities change only with a deploy (the seed): a short shared cache.
const CACHE = 'public, max-age=60';

/**
 * Specialties and areas are renamed and deleted in the back-office, and a kept copy would offer a
 * name the search no longer knows (docs/decisions/020). So every use asks again (`no-cache`, which
 * the service worker's network-first fetch goes through too), and the ETag lets an unchanged list
 * answer with an empty 304.
 */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.status(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Specialties, areas, states, the municipalities of a state, the provider field configuration. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const isPublic = { config: { access: access.public } };

  app.get('/api/specialties', isPublic, async (request, reply) =>
    sendRevalidated(request, reply, await referenceRepository.specialties(db)),
  );

  app.get('/api/areas', isPublic, async (request, reply) =>
    sendRevalidated(request, reply, await referenceRepository.areas(db)),
  );

  app.get('/api/states', isPublic, async (_request, reply) =>
    reply.header('cache-control', CACHE).send(await referenceRepository.states(db)),
  );

  app.get<{ Params: { stateId: string } }>(
    '/api/states/:stateId/cities',
    isPublic,
    async (request, reply) => {
      const stateId = parseInput(stateIdSchema, request.params.stateId);
      if (!(await referenceRepository.stateExists(db, stateId))) {
        throw new NotFoundError('Estado não encontrado.');
      }
      return reply
        .header('cache-control', CACHE)
        .send(await referenceRepository.citiesOfState(db, stateId));
    },
  );

  app.get('/api/field-configurations', isPublic, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .send(await referenceRepository.fieldConfigurations(db)),
  );
};
