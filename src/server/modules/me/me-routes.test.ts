import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, db, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

async function signedIn() {
  const user = await insertUser(db);
  return { ...user, cookie: await signInCookie(app, user.email, user.password) };
}
const call = (method: 'PATCH' | 'POST', url: string, cookie: string | undefined, payload: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('account settings (/perfil)', () => {
  it('needs a session', async () => {
    const response = await call('PATCH', '/api/me', undefined, { name: 'Alguém' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Você precisa estar logado para acessar esta página',
    );
  });

  it('changes the name (at least 3 characters) and nothing else', async () => {
    const user = await signedIn();
    const short = await call('PATCH', '/api/me', user.cookie, { name: 'Jo' });
    expect(short.json().error).toMatchObject({
      message: 'Nome deve ter pelo menos 3 caracteres.',
      field: 'name',
    });
    const ok = await call('PATCH', '/api/me', user.cookie, {
      name: 'Joana Martins',
      userType: 'admin',
      status: 'inactive',
      adminRoleId: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Joana Martins', userType: 'user' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: 'Joana Martins',
      userType: 'user',
      status: 'active',
      adminRoleId: null,
    });
  });

  it('checks the current password and the confirmation; other sessions end, this one stays', async () => {
    const user = await signedIn();
    const other = await signInCookie(app, user.email, user.password);
    const change = (payload: object) => call('POST', '/api/me/password', user.cookie, payload);
    expect(
      (
        await change({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })
      ).json().error,
    ).toMatchObject({
      message: 'Senha atual é obrigatória.',
      field: 'currentPassword',
    });
    expect(
      (await change({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).json()
        .error,
    ).toMatchObject({
      message: 'Nova senha deve ter pelo menos 6 caracteres.',
      field: 'newPassword',
    });
    expect(
      (
        await change({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })
      ).json().error,
    ).toMatchObject({
      message: 'As senhas não coincidem.',
      field: 'confirmPassword',
    });
    const wrong = await change({
      currentPassword: 'errada',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: 'Senha atual incorreta.',
      field: 'currentPassword',
    });

    const ok = await change({
      currentPassword: user.password,
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(ok.json()).toEqual({ message: 'Senha atualizada com sucesso!' });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(mine.json().user.email).toBe(user.email);
    const theirs = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } });
    expect(theirs.json().sessionExpired).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    await signInCookie(app, user.email, 'abcdef');
  });

  it('changes the e-mail only once the link sent to the new address is opened', async () => {
    const user = await signedIn();
    const target = `novo.${Date.now()}@exemplo.com.br`;
    expect(
      (await call('POST', '/api/me/email', user.cookie, { email: 'x@' })).json().error.message,
    ).toBe('Email inválido.');
    const taken = await insertUser(db);
    const conflict = await call('POST', '/api/me/email', user.cookie, { email: taken.email });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe('Este e-mail já está em uso.');

    const asked = await call('POST', '/api/me/email', user.cookie, { email: target });
    expect(asked.json().message).toContain(`Enviamos um link de confirmação para ${target}`);
    const [before] = await db.select().from(users).where(eq(users.id, user.id));
    expect(before!.email).toBe(user.email);

    const token = new URL(smtp.linkTo(target, '/confirmar-email')).searchParams.get('token');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token },
    });
    expect(confirmed.json()).toEqual({
      message: 'E-mail alterado com sucesso!',
      redirectTo: '/perfil',
    });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after!.email).toBe(target);
    expect(smtp.to(user.email).at(-1)!.subject).toBe('Seu e-mail foi alterado — Saúde Conveniada');
  });
});

describe('GET /api/me/permissions', () => {
  it("answers the role's map: all false for a non-admin, exactly the stored rows for a role", async () => {
    expect((await app.inject({ url: '/api/me/permissions' })).statusCode).toBe(401);
    const person = await signedIn();
    const plain = (
      await app.inject({ url: '/api/me/permissions', headers: { cookie: person.cookie } })
    ).json();
    expect(plain.roleName).toBeNull();
    expect(
      Object.values(plain.permissions).flatMap((actions) => Object.values(actions as object)),
    ).not.toContain(true);

    const reader = await signedInAdmin(app, db, ['providers:read', 'areas:create']);
    const response = await app.inject({
      url: '/api/me/permissions',
      headers: { cookie: reader.cookie },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const { permissions, roleName } = response.json();
    expect(roleName).toMatch(/^Perfil de teste/);
    expect(permissions.providers).toEqual({
      create: false,
      read: true,
      update: false,
      delete: false,
      configure: false,
    });
    expect(permissions.areas.create).toBe(true);
    expect(permissions.users.read).toBe(false);

    const master = await signedInAdmin(app, db, 'master');
    const all = (
      await app.inject({ url: '/api/me/permissions', headers: { cookie: master.cookie } })
    ).json();
    expect(all.roleName).toBe('Admin Master');
    expect(
      Object.values(all.permissions)
        .flatMap((actions) => Object.values(actions as object))
        .every(Boolean),
    ).toBe(true);
  });
});
