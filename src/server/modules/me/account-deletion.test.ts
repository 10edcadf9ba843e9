import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { accounts, sessions } from '../../db/schema/auth.ts';
import { providerSpecialties, providers } from '../../db/schema/providers.ts';
import { users } from '../../db/schema/users.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { referenceIds, signedInProvider } from '../../test/provider-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser, signInCookie, TEST_PASSWORD } from '../../test/test-users.ts';
import { ACCOUNT_DELETION_MESSAGES as M } from './account-deletion.ts';

/**
 * POST /api/me/deletion (issue 15 item 4; decision 031): the owner deletes their account with
 * their password; the provider record leaves search at once; the audit log keeps only that a
 * deletion happened.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test?.close());

const db = () => test.database.db;
const deleteAccount = (cookie: string | undefined, payload: unknown) =>
  test.app.inject({
    method: 'POST',
    url: '/api/me/deletion',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const userExists = async (id: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('POST /api/me/deletion', () => {
  it('is refused to a visitor, in Portuguese', async () => {
    const response = await deleteAccount(undefined, { password: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Você precisa estar logado para acessar esta página',
    );
  });

  it('asks for the password, refuses a wrong one, and changes nothing either way', async () => {
    const user = await insertUser(db());
    const cookie = await signInCookie(test.app, user.email, user.password);
    for (const payload of [{}, { password: '' }, { password: 12345 }]) {
      const response = await deleteAccount(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Digite sua senha para confirmar.',
        field: 'password',
      });
    }
    const wrong = await deleteAccount(cookie, { password: 'outra-senha' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ message: M.wrongPassword, field: 'password' });
    expect(await userExists(user.id)).toBe(true);
    expect((await test.app.inject({ url: '/api/me', headers: { cookie } })).json().user.id).toBe(
      user.id,
    );
  });

  it('stops password guessing after 5 tries in 15 minutes', async () => {
    const user = await insertUser(db());
    const cookie = await signInCookie(test.app, user.email, user.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await deleteAccount(cookie, { password: `tentativa-${attempt}` })).statusCode).toBe(
        400,
      );
    }
    const limited = await deleteAccount(cookie, { password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Muitas tentativas de exclusão da conta. Aguarde 15 minutos e tente novamente.',
    );
    expect(await userExists(user.id)).toBe(true);
  });

  it('refuses an administrator, who is deleted by another one in the back-office', async () => {
    const admin = await signedInAdmin(test.app, db(), ['users:read']);
    const response = await deleteAccount(admin.cookie, { password: admin.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(M.admin);
    expect(await userExists(admin.id)).toBe(true);
  });

  it('deletes a user account with its sessions and credentials, and signs it out', async () => {
    const user = await insertUser(db(), { name: 'Pessoa Que Vai Sair' });
    const cookie = await signInCookie(test.app, user.email, user.password);
    const other = await signInCookie(test.app, user.email, user.password);

    const response = await deleteAccount(cookie, { password: user.password, userType: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.deleted });
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await userExists(user.id)).toBe(false);
    expect(await db().select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const stale = await test.app.inject({ url: '/api/me', headers: { cookie: other } });
    expect(stale.json().user).toBeNull();
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("takes a provider's record out of search at once and keeps only that a deletion happened", async () => {
    const reference = await referenceIds(db());
    const provider = await signedInProvider(test.app, db(), reference);
    const companyName = String(provider.body.companyName);
    await db()
      .update(providers)
      .set({ status: 'active' })
      .where(eq(providers.id, provider.providerId));
    const admin = await signedInAdmin(test.app, db(), ['providers:read', 'providers:update']);
    await db()
      .insert(auditLog)
      .values({
        actorUserId: admin.id,
        action: 'provider.status_changed',
        entityType: 'provider',
        entityId: String(provider.providerId),
        summary: `aprovou o conveniado "${companyName}"`,
      });
    const search = () =>
      test.app.inject({ url: `/api/providers?q=${encodeURIComponent(companyName)}` });
    expect((await search()).json().items.map((p: { id: number }) => p.id)).toContain(
      provider.providerId,
    );

    const response = await deleteAccount(provider.cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);

    expect((await search()).json().items).toEqual([]);
    const page = await test.app.inject({ url: `/api/providers/${provider.providerId}` });
    expect(page.statusCode).toBe(404);
    expect(
      await db().select().from(providers).where(eq(providers.id, provider.providerId)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(providerSpecialties)
        .where(eq(providerSpecialties.providerId, provider.providerId)),
    ).toEqual([]);

    const about = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'provider'),
          eq(auditLog.entityId, String(provider.providerId)),
        ),
      );
    expect(about).toEqual([]);
    const aboutUser = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, provider.userId)));
    expect(aboutUser).toEqual([]);
    const [deletion] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.self_deleted'), isNull(auditLog.actorUserId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(deletion).toMatchObject({
      entityType: 'user',
      entityId: null,
      summary: 'excluiu uma conta a pedido do titular',
      details: { hadProviderRecord: true },
    });
    expect(JSON.stringify(deletion)).not.toContain(companyName);
  });
});
