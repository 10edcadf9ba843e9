import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { adminRoles } from '../db/schema/admin.ts';
import { accounts } from '../db/schema/auth.ts';
import { providers } from '../db/schema/providers.ts';
import { users } from '../db/schema/users.ts';
import { insertRole, signedInAdmin } from '../test/personas.ts';
import {
  nextAddress,
  profileBody,
  referenceIds,
  registrationBody,
  signedInProvider,
} from '../test/provider-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { insertUser, signInCookie } from '../test/test-users.ts';

/**
 * Issue 14 item 1, mass assignment: a valid body of each write route with fields the route does
 * not own (status, type, role, featured flag, ids, the password flag) either is refused (400,
 * nothing written) or is saved without them. Each case checks the stored record, not the answer.
 */

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let master: string;
let reference: Awaited<ReturnType<typeof referenceIds>>;
let masterRoleId: number;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  master = (await signedInAdmin(app, db, 'master')).cookie;
  reference = await referenceIds(db);
  const [role] = await db
    .select({ id: adminRoles.id })
    .from(adminRoles)
    .where(eq(adminRoles.name, 'Admin Master'));
  masterRoleId = role!.id;
});
afterAll(() => close());

/** What an attacker would add to any body. */
const ESCALATION = () => ({
  id: 1,
  userId: '00000000-0000-4000-8000-000000000001',
  status: 'active',
  userType: 'admin',
  user_type: 'admin',
  adminRoleId: masterRoleId,
  admin_role_id: masterRoleId,
  ads: 'ads',
  featured: true,
  mustChangePassword: false,
  emailVerifiedAt: '2020-01-01T00:00:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
});

const send = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: nextAddress(),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

const userByEmail = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];
const providerOfUser = async (userId: string) =>
  (await db.select().from(providers).where(eq(providers.userId, userId)))[0];

function expectRefusedOrIgnored(statusCode: number) {
  expect([200, 201, 400]).toContain(statusCode);
}

describe('fields a write route does not own are never written', () => {
  it('sign-up: a plain user, unconfirmed, whatever the body says', async () => {
    const email = `massa.${Date.now()}@exemplo.com.br`;
    const response = await send('POST', '/api/auth/sign-up', {
      name: 'Pessoa Comum',
      email,
      password: 'senha-forte-123',
      acceptTerms: true,
      ...ESCALATION(),
    });
    expectRefusedOrIgnored(response.statusCode);
    const user = await userByEmail(email);
    if (user) {
      expect(user).toMatchObject({ userType: 'user', adminRoleId: null });
      const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(account?.emailVerifiedAt).toBeNull();
    }
  });

  it('provider registration: pending, not featured, a provider account', async () => {
    const body = registrationBody(reference);
    const response = await send('POST', '/api/providers/registration', {
      ...body,
      ...ESCALATION(),
    });
    expectRefusedOrIgnored(response.statusCode);
    const user = await userByEmail(body.email);
    if (user) {
      expect(user).toMatchObject({ userType: 'provider', adminRoleId: null });
      expect(await providerOfUser(user.id)).toMatchObject({ status: 'pending', ads: null });
    }
  });

  it("a provider's own profile: status, featured flag and owner stay", async () => {
    const provider = await signedInProvider(app, db, reference);
    const other = await signedInProvider(app, db, reference);
    const before = await providerOfUser(other.userId);
    const response = await send(
      'PUT',
      '/api/me/provider',
      { ...profileBody(reference), ...ESCALATION(), id: other.providerId, userId: other.userId },
      provider.cookie,
    );
    expectRefusedOrIgnored(response.statusCode);
    const [own] = await db.select().from(providers).where(eq(providers.id, provider.providerId));
    expect(own).toMatchObject({ status: 'pending', ads: null });
    // Another provider's record (IDOR by id in the body) is untouched.
    expect(await providerOfUser(other.userId)).toEqual(before);
  });

  it('renaming oneself changes the name only', async () => {
    const person = await insertUser(db);
    const cookie = await signInCookie(app, person.email, person.password);
    const response = await send('PATCH', '/api/me', { name: 'Nome Novo', ...ESCALATION() }, cookie);
    expectRefusedOrIgnored(response.statusCode);
    expect(await userByEmail(person.email)).toMatchObject({
      userType: 'user',
      adminRoleId: null,
      status: 'active',
    });
  });

  it("the back-office's provider forms: pending and not featured on create, owner kept on edit", async () => {
    const email = `massa.admin.${Date.now()}@exemplo.com.br`;
    const created = await send(
      'POST',
      '/api/admin/providers',
      { name: 'Pessoa do Painel', email, ...profileBody(reference), ...ESCALATION() },
      master,
    );
    expectRefusedOrIgnored(created.statusCode);
    const user = await userByEmail(email);
    if (user) {
      expect(user).toMatchObject({ userType: 'provider', adminRoleId: null });
      expect(await providerOfUser(user.id)).toMatchObject({ status: 'pending', ads: null });
    }

    const target = await signedInProvider(app, db, reference);
    const details = await app.inject({
      url: `/api/admin/providers/${target.providerId}`,
      headers: { cookie: master },
    });
    const before = await providerOfUser(target.userId);
    const edited = await send(
      'PUT',
      `/api/admin/providers/${target.providerId}`,
      { ...profileBody(reference), ...ESCALATION() },
      master,
      { 'if-match': details.headers.etag as string },
    );
    expectRefusedOrIgnored(edited.statusCode);
    const after = await providerOfUser(target.userId);
    expect(after).toMatchObject({ userId: before!.userId, status: before!.status, ads: null });
  });

  it("a provider's status change writes the status only", async () => {
    const target = await signedInProvider(app, db, reference);
    const response = await send(
      'PATCH',
      `/api/admin/providers/${target.providerId}/status`,
      { ...ESCALATION(), status: 'inactive' },
      master,
    );
    expectRefusedOrIgnored(response.statusCode);
    const after = await providerOfUser(target.userId);
    expect(after?.ads).toBeNull();
    expect(after?.userId).toBe(target.userId);
  });

  it("'Adicionar Usuário' and 'Editar Usuário': no e-mail change, no id, no password flag", async () => {
    const email = `massa.usuario.${Date.now()}@exemplo.com.br`;
    const created = await send(
      'POST',
      '/api/admin/users',
      {
        ...ESCALATION(),
        name: 'Pessoa Criada',
        email,
        status: 'active',
        userType: 'user',
        adminRoleId: null,
      },
      master,
    );
    expect(created.statusCode).toBe(400);
    expect(await userByEmail(email)).toBeUndefined();

    const target = await insertUser(db);
    const edited = await send(
      'PUT',
      `/api/admin/users/${target.id}`,
      {
        name: 'Outro Nome',
        status: 'active',
        userType: 'user',
        email: 'outro@exemplo.com.br',
        mustChangePassword: false,
      },
      master,
    );
    expect(edited.statusCode).toBe(400);
    expect(await userByEmail(target.email)).toMatchObject({
      name: expect.stringMatching(/^Pessoa/),
    });
  });

  it('catalog, settings and roles: a body with an id or a role is refused, nothing written', async () => {
    const role = await insertRole(db, ['providers:read']);
    const probes: [string, 'POST' | 'PUT', string, object][] = [
      ['especialidade', 'POST', '/api/admin/specialties', { name: `Massa ${Date.now()}` }],
      ['área', 'POST', '/api/admin/areas', { name: `Massa área ${Date.now()}` }],
      ['configuração', 'POST', '/api/admin/settings', { key: `massa_${Date.now()}`, value: '1' }],
      ['perfil', 'POST', '/api/admin/roles', { name: `Massa novo ${Date.now()}` }],
      ['perfil', 'PUT', `/api/admin/roles/${role}`, { name: `Massa renomeado ${Date.now()}` }],
      ['permissões', 'PUT', `/api/admin/roles/${role}/permissions`, { permissions: [] }],
    ];
    for (const [, method, url, body] of probes) {
      const refused = await send(method, url, { ...body, id: 1, roleId: masterRoleId }, master);
      expect(refused.statusCode, `${method} ${url}`).toBe(400);
      expect(refused.json().error.message, url).toMatch(/^(Campo não permitido|Dados inválidos)/);
      // The same body without them is accepted: the refusal was about the extra keys.
      const accepted = await send(method, url, body, master);
      expect(accepted.statusCode, `${method} ${url}`).toBeLessThan(300);
    }
  });
});
