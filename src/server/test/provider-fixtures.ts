import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { providerProfileSchema } from '../../shared/schemas/provider-form.ts';
import type { Database } from '../db/database.ts';
import { providersRepository } from '../modules/providers/providers-repository.ts';
import { insertUser, signInCookie } from './test-users.ts';
import { accounts } from '../db/schema/auth.ts';
import { providerSpecialties, providers } from '../db/schema/providers.ts';
import { areas, specialties } from '../db/schema/reference.ts';
import { users } from '../db/schema/users.ts';
import { auditLog } from '../db/schema/audit.ts';

/** Test data for the provider API tests: registrations and providers' own profiles. */
let counter = 0;
let addressCounter = 0;

/** A different client address per call, so per-IP limits never mix tests. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function referenceIds(db: Database) {
  const specialtyRows = await db
    .select({ id: specialties.id })
    .from(specialties)
    .orderBy(asc(specialties.id))
    .limit(3);
  const [area] = await db.select({ id: areas.id }).from(areas).orderBy(asc(areas.id)).limit(1);
  return { specialtyIds: specialtyRows.map((row) => row.id), areaId: area!.id };
}

/** A complete, valid registration as the form sends it (formatted, as typed). */
export function registrationBody(
  reference: { specialtyIds: number[]; areaId: number },
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    name: `Conveniado Teste ${counter}`,
    email: `conveniado${stamp}@exemplo.com.br`,
    password: 'senha-forte-123',
    companyName: `Clínica Teste ${stamp}`,
    tradeName: 'Clínica Teste Ltda',
    cpfCnpj: counter % 2 === 0 ? generateCnpj() : generateCpf(),
    responsibleName: 'Maria Responsável',
    crNumber: 'CRM-GO 12345',
    phone: '(64) 3631-1234',
    whatsapp: '(64) 99999-1234',
    contactEmail: 'contato@clinica.com.br',
    address: 'Rua José Manoel Vilela',
    addressNumber: '100',
    complement: 'Sala 1',
    neighborhood: 'Centro',
    zipCode: '75800-014',
    state: 'GO',
    city: '5211909',
    locationLink: '',
    area: String(reference.areaId),
    specialties: [reference.specialtyIds[0], reference.specialtyIds[1], reference.specialtyIds[0]],
    discount: '15',
    returnDays: '30',
    observations: 'Atendimento com hora marcada.',
    acceptTerms: true,
    ...overrides,
  };
}

export function register(app: FastifyInstance, payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/providers/registration',
    payload: payload as object,
    remoteAddress,
  });
}

/** Rows in the tables a registration writes: a failed one must leave these unchanged. */
export async function countRows(db: Database) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users})`,
      accounts: sql<number>`(select count(*)::int from ${accounts})`,
      providers: sql<number>`(select count(*)::int from ${providers})`,
      links: sql<number>`(select count(*)::int from ${providerSpecialties})`,
      audit: sql<number>`(select count(*)::int from ${auditLog})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

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
export async function signedInProvider(
  app: FastifyInstance,
  db: Database,
  reference: Reference,
  account: Parameters<typeof insertUser>[1] = { userType: 'provider' },
) {
  const user = await insertUser(db, account);
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

/** signedInProvider, approved: listed in search and on its own page. */
export async function signedInActiveProvider(app: FastifyInstance, db: Database) {
  const provider = await signedInProvider(app, db, await referenceIds(db));
  await db.update(providers).set({ status: 'active' }).where(eq(providers.id, provider.providerId));
  return provider;
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
