import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { insertUser } from '../../test/test-users.ts';
import { recordAudit } from '../audit/audit-log.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
});
afterAll(() => close());

const dashboard = async (cookie: string) =>
  (await app.inject({ url: '/api/admin/dashboard', headers: { cookie } })).json();

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await db.execute<{ n: number }>(query);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows;
  return Number(list[0]!.n);
}

describe('GET /api/admin/dashboard', () => {
  it('counts active users, active and pending providers and specialties from the database', async () => {
    const admin = await signedInAdmin(app, db, 'master');
    const before = (await dashboard(admin.cookie)).stats;
    await insertProvider(db, { companyName: 'Clínica Contada Ativa', status: 'active' });
    await insertProvider(db, { companyName: 'Clínica Contada Pendente', status: 'pending' });
    await insertProvider(db, { companyName: 'Clínica Contada Inativa', status: 'inactive' });
    await insertUser(db);
    const after = (await dashboard(admin.cookie)).stats;
    expect(after).toEqual({
      activeUsers: before.activeUsers + 1,
      activeProviders: before.activeProviders + 1,
      pendingProviders: before.pendingProviders + 1,
      specialties: before.specialties,
      openReports: before.openReports,
    });
    expect(after.activeUsers).toBe(
      await countOf(sql`select count(*) as n from users where status = 'active'`),
    );
    expect(after.specialties).toBe(await countOf(sql`select count(*) as n from specialties`));
  });

  it('lists the latest 10 audit entries with the actor, newest first', async () => {
    const admin = await signedInAdmin(app, db, 'master');
    const actor = await insertUser(db, { name: 'Marta Moderadora' });
    for (let index = 1; index <= 12; index++) {
      await recordAudit(db, {
        actorUserId: index === 12 ? null : actor.id,
        action: 'provider.status_changed',
        entityType: 'provider',
        entityId: index,
        summary: `aprovou o conveniado "Clínica ${index}"`,
      });
    }
    const { recentActivity } = await dashboard(admin.cookie);
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity[0]).toEqual({
      id: expect.any(Number),
      actorName: null,
      summary: 'aprovou o conveniado "Clínica 12"',
      entityType: 'provider',
      entityId: '12',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(recentActivity[1]).toMatchObject({
      actorName: 'Marta Moderadora',
      summary: 'aprovou o conveniado "Clínica 11"',
    });
  });

  it("shows only entries about records the admin's role may read", async () => {
    await recordAudit(db, {
      actorUserId: null,
      action: 'user.created',
      entityType: 'user',
      entityId: 'x',
      summary: 'criou o usuário "Beto"',
    });
    const usersOnly = await signedInAdmin(app, db, ['users:read']);
    const seen = (await dashboard(usersOnly.cookie)).recentActivity;
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) expect(entry.entityType).toBe('user');
    const none = await signedInAdmin(app, db, []);
    expect((await dashboard(none.cookie)).recentActivity).toEqual([]);
  });
});
