import type { FastifyPluginAsync } from 'fastify';
import { stateIdSchema } from '../../../shared/schemas/reference.ts';
import { NotFoundError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { referenceRepository } from './reference-repository.ts';

// Reference lists change rarely (admins edit specialties and areas): a short shared cache.
const CACHE = 'public, max-age=60';

/** Specialties, areas, states, the municipalities of a state, the provider field configuration. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const isPublic = { config: { access: access.public } };

  app.get('/api/specialties', isPublic, async (_request, reply) =>
    reply.header('cache-control', CACHE).send(await referenceRepository.specialties(db)),
  );

  app.get('/api/areas', isPublic, async (_request, reply) =>
    reply.header('cache-control', CACHE).send(await referenceRepository.areas(db)),
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
