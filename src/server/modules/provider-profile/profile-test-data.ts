import type { FastifyInstance } from 'fastify';
import { providerProfileSchema } from '../../../shared/schemas/provider-form.ts';
import type { Database } from '../../db/database.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';
import {
  registrationBody,
  type referenceIds,
} from '../provider-registration/registration-test-data.ts';
import { providersRepository } from './providers-repository.ts';

type Reference = Awaited<ReturnType<typeof referenceIds>>;

/** The profile form's values (no account fields, no terms) for a valid provider. */
export function profileBody(reference: Reference, overrides: Record<string, unknown> = {}) {
  const {
    name: _n,
    email: _e,
    password: _p,
    acceptTerms: _t,
    ...values
  } = registrationBody(reference);
  return { ...values, ...overrides };
}

/** A signed-in provider account with its provider record (not through the registration API). */
export async function signedInProvider(app: FastifyInstance, db: Database, reference: Reference) {
  const user = await insertUser(db, { userType: 'provider' });
  const body = profileBody(reference);
  const providerId = await providersRepository.insert(
    db,
    user.id,
    providerProfileSchema().parse(body),
  );
  await providersRepository.insertSpecialties(db, providerId, reference.specialtyIds.slice(0, 2));
  const cookie = await signInCookie(app, user.email, user.password);
  return { userId: user.id, providerId, cookie, body };
}

export function putProfile(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/me/provider', payload, headers: { cookie } });
}

export function getProfile(app: FastifyInstance, cookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: '/api/me/provider',
    headers: cookie ? { cookie } : {},
  });
}
