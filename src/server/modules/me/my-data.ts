import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { adminRoles } from '../../db/schema/admin.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providerDailyStats } from '../../db/schema/insights.ts';
import { providerReports } from '../../db/schema/reports.ts';
import { accounts, sessions, verificationTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { NotFoundError } from '../../http/errors.ts';
import { getOwnProvider } from '../providers/own-profile-service.ts';
import { providersRepository } from '../providers/providers-repository.ts';

/**
 * GET /api/me/data (LGPD art. 18, II and V; issue 15 item 4): everything the platform holds
 * about the signed-in account, as one JSON document in Portuguese. What it holds is what
 * /privacidade lists; secrets are left out because they are not the person's data but
 * locks on it: the password hash, the session ids and the link tokens (hashes too). Audit
 * entries about the account or its provider record come without who made them (another
 * person's data).
 */
export async function collectMyData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      nome: users.name,
      email: users.email,
      tipo: users.userType,
      situacao: users.status,
      perfilAdministrativo: adminRoles.name,
      emailConfirmadoEm: accounts.emailVerifiedAt,
      precisaTrocarSenha: accounts.mustChangePassword,
      criadaEm: users.createdAt,
      atualizadaEm: users.updatedAt,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
    .where(eq(users.id, userId));
  if (!account) throw new NotFoundError('Usuário não encontrado.');

  const sessoes = await db
    .select({
      criadaEm: sessions.createdAt,
      ultimoUsoEm: sessions.lastActiveAt,
      expiraEm: sessions.expiresAt,
      navegador: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  const linksEnviadosPorEmail = await db
    .select({
      finalidade: verificationTokens.purpose,
      novoEmail: verificationTokens.newEmail,
      criadoEm: verificationTokens.createdAt,
      expiraEm: verificationTokens.expiresAt,
      usadoEm: verificationTokens.usedAt,
    })
    .from(verificationTokens)
    .where(eq(verificationTokens.userId, userId))
    .orderBy(asc(verificationTokens.createdAt));

  const providerRow = await providersRepository.findByUserId(db, userId);
  const conveniado = providerRow ? await getOwnProvider(db, userId) : null;

  // Counts only (decision 033): how often the page was seen and its contacts used, per day.
  const estatisticasDaPagina = providerRow
    ? await db
        .select({
          dia: providerDailyStats.day,
          visualizacoes: providerDailyStats.views,
          cliquesWhatsapp: providerDailyStats.whatsappClicks,
          cliquesTelefone: providerDailyStats.phoneClicks,
          cliquesMapa: providerDailyStats.mapClicks,
        })
        .from(providerDailyStats)
        .where(eq(providerDailyStats.providerId, providerRow.id))
        .orderBy(asc(providerDailyStats.day))
    : [];

  // What visitors reported about the page, and how it was resolved (decision 034), without who
  // resolved it (another person's data).
  const avisosDeErro = providerRow
    ? await db
        .select({
          recebidoEm: providerReports.createdAt,
          problema: providerReports.reason,
          detalhes: providerReports.details,
          situacao: providerReports.status,
          resolvidoEm: providerReports.resolvedAt,
          observacaoDaEquipe: providerReports.resolutionNote,
        })
        .from(providerReports)
        .where(eq(providerReports.providerId, providerRow.id))
        .orderBy(asc(providerReports.createdAt))
    : [];

  const about = [
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
    eq(auditLog.actorUserId, userId),
    ...(providerRow
      ? [and(eq(auditLog.entityType, 'provider'), eq(auditLog.entityId, String(providerRow.id)))]
      : []),
  ];
  const registros = await db
    .select({
      em: auditLog.createdAt,
      acao: auditLog.action,
      resumo: auditLog.summary,
      feitaPorVoce: eq(auditLog.actorUserId, userId),
    })
    .from(auditLog)
    .where(or(...about))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  return {
    geradoEm: new Date().toISOString(),
    sobre:
      'Todos os dados que a plataforma guarda sobre a sua conta (Política de Privacidade, /privacidade). ' +
      'Ficam de fora a senha, guardada só como resumo criptográfico, e os códigos das sessões e dos links, que não são dados seus.',
    conta: account,
    sessoes,
    linksEnviadosPorEmail,
    conveniado,
    estatisticasDaPagina,
    avisosDeErro,
    registrosDeAuditoria: registros.map(({ feitaPorVoce, ...entry }) => ({
      ...entry,
      feitaPorVoce: Boolean(feitaPorVoce),
    })),
  };
}
