import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { providerDailyStats } from '../../db/schema/insights.ts';
import { providerReports } from '../../db/schema/reports.ts';
import { referenceIds, signedInProvider, putProfile } from '../../test/provider-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

/**
 * GET /api/me/data (issue 15 item 4; LGPD art. 18): everything held about the signed-in account
 * and its provider record, and nothing of anybody else's, without the secrets that lock it.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test?.close());

function getMyData(cookie?: string) {
  return test.app.inject({
    method: 'GET',
    url: '/api/me/data',
    headers: cookie ? { cookie, 'user-agent': 'Navegador de Teste/1.0' } : {},
  });
}

describe('GET /api/me/data', () => {
  it('is refused to a visitor, in Portuguese', async () => {
    const response = await getMyData();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/[ãçéêõ]|Você|sessão|login/i);
  });

  it("hands a provider their account, sessions, provider record and its audit trail, and no one else's", async () => {
    const reference = await referenceIds(test.database.db);
    const other = await insertUser(test.database.db, { name: 'Outra Pessoa Qualquer' });
    const provider = await signedInProvider(test.app, test.database.db, reference);
    const saved = await putProfile(test.app, provider.cookie, {
      ...provider.body,
      observations: 'Atendemos aos sábados pela manhã.',
    });
    expect(saved.statusCode).toBe(200);
    await test.database.db
      .insert(providerDailyStats)
      .values({ providerId: provider.providerId, day: '2026-11-20', views: 4, mapClicks: 1 });
    await test.database.db
      .insert(providerReports)
      .values({ providerId: provider.providerId, reason: 'phone', details: 'Não atende.' });

    const response = await getMyData(provider.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();

    expect(data.conta).toMatchObject({
      id: provider.userId,
      tipo: 'provider',
      situacao: 'active',
    });
    expect(data.conta.email).toMatch(/@exemplo\.com\.br$/);
    expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(data.conveniado).toMatchObject({
      id: provider.providerId,
      observations: 'Atendemos aos sábados pela manhã.',
    });
    expect(data.conveniado.specialties).toHaveLength(2);
    expect(data.avisosDeErro).toEqual([
      expect.objectContaining({ problema: 'phone', detalhes: 'Não atende.', situacao: 'open' }),
    ]);
    expect(data.estatisticasDaPagina).toEqual([
      {
        dia: '2026-11-20',
        visualizacoes: 4,
        cliquesWhatsapp: 0,
        cliquesTelefone: 0,
        cliquesMapa: 1,
      },
    ]);
    // The profile save is in the audit trail, as the provider's own action.
    expect(data.registrosDeAuditoria).toContainEqual(
      expect.objectContaining({ feitaPorVoce: true }),
    );

    const text = response.body;
    for (const secret of ['password', 'passwordHash', 'senha-', '$argon2', 'sc_session']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Outra Pessoa Qualquer');
  });

  it('gives a person without a provider record an empty "conveniado" and lists entries about them without their author', async () => {
    const person = await insertUser(test.database.db, { name: 'Pessoa Sem Conveniado' });
    const admin = await insertUser(test.database.db, { userType: 'admin', name: 'Admin Autor' });
    await test.database.db.insert(auditLog).values({
      actorUserId: admin.id,
      action: 'user.updated',
      entityType: 'user',
      entityId: person.id,
      summary: 'editou o usuário "Pessoa Sem Conveniado"',
    });
    const cookie = await signInCookie(test.app, person.email, person.password);

    const data = (await getMyData(cookie)).json();
    expect(data.conta).toMatchObject({ nome: 'Pessoa Sem Conveniado', tipo: 'user' });
    expect(data.conveniado).toBeNull();
    expect(data.estatisticasDaPagina).toEqual([]);
    expect(data.avisosDeErro).toEqual([]);
    expect(data.registrosDeAuditoria).toEqual([
      expect.objectContaining({
        acao: 'user.updated',
        resumo: 'editou o usuário "Pessoa Sem Conveniado"',
        feitaPorVoce: false,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain(admin.id);
    expect(JSON.stringify(data)).not.toContain('Admin Autor');
  });
});
