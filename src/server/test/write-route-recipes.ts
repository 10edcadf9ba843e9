import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { providerReports } from '../db/schema/reports.ts';
import type { Facet } from './database-facets.ts';
import { insertProvider } from './directory-fixtures.ts';
import { insertRole } from './personas.ts';
import { profileBody, registrationBody, type referenceIds } from './provider-fixtures.ts';
import { insertUser, TEST_PASSWORD } from './test-users.ts';

/**
 * For each write route of the API: a valid body (new e-mails and documents at every call, so a
 * body that passes is a real success), the real record its ':id' names, and the facets of the
 * database a success may change (database-facets.ts). The fuzz (http/hostile-input.test.ts)
 * mutates the body and checks that nothing else moved.
 */
export type FuzzContext = {
  app: FastifyInstance;
  db: Database;
  reference: Awaited<ReturnType<typeof referenceIds>>;
  /** The signed-in caller of each kind of route (admin routes: the Admin Master). */
  cookies: Record<'user' | 'provider' | 'master', string>;
  /** Whom the sign-in route's valid body signs in (not the signed-in caller, whose password the
   * password route changes). */
  signInUser: { email: string; password: string };
};

export type Recipe = {
  body: (context: FuzzContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The record behind ':id'; `perRun` when a success removes it. */
  id?: { make: (context: FuzzContext) => Promise<string | number>; perRun?: boolean };
  /** Headers a valid request needs besides the session (the edit form's If-Match). */
  headers?: (context: FuzzContext, id: string) => Promise<Record<string, string>>;
  owns: Facet[];
  /** What the valid body gets when that is not a success: a made-up token's refusal. */
  validStatus?: number;
  /** Told of each success, with the body sent: state a later valid body depends on. */
  succeeded?: (sent: Record<string, unknown>) => void;
  /** Fewer runs (two in five) where the body is not read, deletions: the id matters there. */
  fewerRuns?: true;
};

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const newEmail = (prefix: string) => `${prefix}.${unique()}@exemplo.com.br`;
let currentPassword = TEST_PASSWORD;
const FAKE_TOKEN = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';

const ACCOUNT: Facet[] = ['users.identity', 'users.status', 'users.name', 'accounts', 'tokens'];
const PROVIDER: Facet[] = [
  'providers.owner',
  'providers.status',
  'providers.data',
  'providers.specialties',
];

async function post(context: FuzzContext, url: string, payload: object) {
  const response = await context.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: context.cookies.master },
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

const catalog = (path: string, label: string): Record<string, Recipe> => {
  const make = async (context: FuzzContext) =>
    (await post(context, path, { name: `${label} ${unique()}` })).item.id as number;
  const body = () => ({ name: `${label} ${unique()}` });
  return {
    [`POST ${path}`]: { body, owns: [path.endsWith('areas') ? 'areas' : 'specialties', 'audit'] },
    [`PUT ${path}/:id`]: {
      body,
      id: { make },
      owns: [path.endsWith('areas') ? 'areas' : 'specialties', 'audit'],
    },
    [`DELETE ${path}/:id`]: {
      body: () => ({}),
      id: { make, perRun: true },
      owns: [path.endsWith('areas') ? 'areas' : 'specialties', 'audit'],
      fewerRuns: true,
    },
  };
};

const settingBody = () => ({ key: `chave_${unique()}`, value: 'valor de teste' });
const makeSetting = async (context: FuzzContext) =>
  (await post(context, '/api/admin/settings', settingBody())).setting.id as number;
const makeUser = async (context: FuzzContext) => (await insertUser(context.db)).id;
const makeRole = async (context: FuzzContext) => insertRole(context.db, ['providers:read']);
const makeProvider = async (context: FuzzContext) =>
  insertProvider(context.db, { companyName: `Clínica Alvo ${unique()}`, status: 'pending' });

/** An open report about a provider of its own, straight in the database. */
const makeReport = async (context: FuzzContext) => {
  const providerId = await insertProvider(context.db, {
    companyName: `Clínica Avisada ${unique()}`,
    status: 'active',
  });
  const [row] = await context.db
    .insert(providerReports)
    .values({ providerId, reason: 'address' })
    .returning({ id: providerReports.id });
  return row!.id;
};

export const RECIPES: Record<string, Recipe> = {
  'POST /api/auth/sign-up': {
    body: () => ({
      name: 'Pessoa Nova',
      email: newEmail('nova'),
      password: 'senha-forte-123',
      acceptTerms: true,
    }),
    owns: ACCOUNT,
  },
  'POST /api/auth/sign-in': {
    body: (context) => ({ ...context.signInUser }),
    owns: ['sessions'],
  },
  'POST /api/auth/sign-out': { body: () => ({}), owns: ['sessions'] },
  'POST /api/auth/resend-confirmation': {
    body: () => ({ email: newEmail('reenvio') }),
    owns: ['tokens'],
  },
  'POST /api/auth/confirm-email': {
    body: () => ({ token: FAKE_TOKEN }),
    validStatus: 400,
    owns: ['users.identity', 'users.status', 'accounts', 'tokens', 'sessions'],
  },
  'POST /api/auth/forgot-password': {
    body: () => ({ email: newEmail('esqueci') }),
    owns: ['tokens'],
  },
  'POST /api/auth/reset-password': {
    body: () => ({ token: FAKE_TOKEN, password: 'senha-forte-456' }),
    validStatus: 400,
    owns: ['accounts', 'tokens', 'sessions'],
  },
  'PATCH /api/me': { body: () => ({ name: 'Nome Atualizado' }), owns: ['users.name'] },
  'POST /api/me/email': { body: () => ({ email: newEmail('trocado') }), owns: ['tokens'] },
  'POST /api/me/password': {
    body: () => {
      const newPassword = `senha-${unique()}`;
      return { currentPassword, newPassword, confirmPassword: newPassword };
    },
    // The next valid body must know the password a success chose.
    succeeded: (sent) => {
      currentPassword = String(sent.newPassword);
    },
    owns: ['accounts', 'sessions', 'tokens'],
  },
  // The fuzz's caller must outlive the run, so its valid body is a wrong password: the
  // deletion itself is proven in me/account-deletion.test.ts.
  'POST /api/me/deletion': {
    body: () => ({ password: 'nao-e-a-senha' }),
    validStatus: 400,
    owns: [...ACCOUNT, 'sessions', ...PROVIDER, 'audit'],
  },
  'POST /api/providers/:id/events': {
    body: () => ({ kind: 'view' }),
    id: {
      make: (context) =>
        insertProvider(context.db, { companyName: `Clínica Vista ${unique()}`, status: 'active' }),
    },
    owns: ['insights'],
  },
  'POST /api/providers/:id/reports': {
    body: () => ({ reason: 'phone', details: 'O número não atende.' }),
    id: {
      make: (context) =>
        insertProvider(context.db, { companyName: `Clínica Aviso ${unique()}`, status: 'active' }),
    },
    validStatus: 201,
    owns: ['reports'],
  },
  'PATCH /api/admin/reports/:id': {
    body: () => ({ note: 'Telefone corrigido com o conveniado.' }),
    id: { make: makeReport, perRun: true },
    owns: ['reports', 'audit'],
  },
  'POST /api/providers/registration': {
    body: (context) => registrationBody(context.reference),
    owns: [...ACCOUNT, ...PROVIDER, 'audit'],
  },
  'PUT /api/me/provider': {
    body: (context) => profileBody(context.reference),
    owns: ['providers.data', 'providers.specialties', 'audit'],
  },
  'POST /api/admin/providers': {
    body: (context) => ({
      name: 'Pessoa do Painel',
      email: newEmail('painel'),
      ...profileBody(context.reference),
    }),
    owns: [...ACCOUNT, ...PROVIDER, 'audit'],
  },
  'PUT /api/admin/providers/:id': {
    body: (context) => profileBody(context.reference),
    id: { make: makeProvider },
    headers: async (context, id) => {
      const response = await context.app.inject({
        url: `/api/admin/providers/${id}`,
        headers: { cookie: context.cookies.master },
      });
      const found: Record<string, string> = {};
      if (response.statusCode === 200) found['if-match'] = String(response.headers.etag);
      return found;
    },
    owns: ['providers.data', 'providers.specialties', 'audit'],
  },
  'PATCH /api/admin/providers/:id/status': {
    body: () => ({ status: 'active' }),
    id: { make: makeProvider },
    owns: ['providers.status', 'audit'],
  },
  'DELETE /api/admin/providers/:id': {
    body: () => ({}),
    id: { make: makeProvider, perRun: true },
    owns: [...PROVIDER, 'audit'],
    fewerRuns: true,
  },
  'PUT /api/admin/fields': {
    // One row as it is: a valid save that changes nothing the other routes rely on.
    body: async (context) => {
      const response = await context.app.inject({
        url: '/api/admin/fields',
        headers: { cookie: context.cookies.master },
      });
      const [row] = response.json().fields as Record<string, unknown>[];
      const { id, isRequired, isPublicVisible, isLoggedinVisible } = row!;
      return { fields: [{ id, isRequired, isPublicVisible, isLoggedinVisible }] };
    },
    owns: ['fields', 'audit'],
  },
  'POST /api/admin/fields/missing': { body: () => ({}), owns: ['fields', 'audit'] },
  'POST /api/admin/settings': { body: settingBody, owns: ['settings', 'audit'] },
  'PUT /api/admin/settings/:id': {
    body: settingBody,
    id: { make: makeSetting },
    owns: ['settings', 'audit'],
  },
  'DELETE /api/admin/settings/:id': {
    body: () => ({}),
    id: { make: makeSetting, perRun: true },
    owns: ['settings', 'audit'],
    fewerRuns: true,
  },
  ...catalog('/api/admin/specialties', 'Especialidade'),
  ...catalog('/api/admin/areas', 'Área'),
  'POST /api/admin/users': {
    body: () => ({
      name: 'Pessoa Criada',
      email: newEmail('criada'),
      status: 'active',
      userType: 'user',
      adminRoleId: null,
    }),
    owns: [...ACCOUNT, 'audit'],
  },
  'PUT /api/admin/users/:id': {
    body: () => ({ name: 'Nome Editado', status: 'active', userType: 'user', adminRoleId: null }),
    id: { make: makeUser },
    owns: ['users.identity', 'users.status', 'users.name', 'sessions', 'audit'],
  },
  'DELETE /api/admin/users/:id': {
    body: () => ({}),
    id: { make: makeUser, perRun: true },
    owns: [...ACCOUNT, 'sessions', 'audit'],
    fewerRuns: true,
  },
  'POST /api/admin/roles': {
    body: () => ({ name: `Perfil ${unique()}`, description: 'Descrição do perfil' }),
    owns: ['roles', 'audit'],
  },
  'PUT /api/admin/roles/:id': {
    body: () => ({ name: `Perfil ${unique()}`, description: 'Outra descrição' }),
    id: { make: makeRole },
    owns: ['roles', 'audit'],
  },
  'DELETE /api/admin/roles/:id': {
    body: () => ({}),
    id: { make: makeRole, perRun: true },
    owns: ['roles', 'permissions', 'audit'],
    fewerRuns: true,
  },
  'PUT /api/admin/roles/:id/permissions': {
    body: () => ({ permissions: ['providers:read', 'specialties:read'] }),
    id: { make: makeRole },
    owns: ['permissions', 'audit'],
  },
};
