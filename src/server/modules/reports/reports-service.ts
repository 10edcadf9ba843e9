import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import {
  REPORT_MESSAGES as M,
  type AdminReportsQuery,
  type ReportReason,
} from '../../../shared/schemas/reports.ts';
import type { Database } from '../../db/database.ts';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import type { Limit, RateLimiter } from '../rate-limit/rate-limiter.ts';
import { reportsRepository } from './reports-repository.ts';

/** Per IP address: enough for a person who finds several wrong pages, not for a flood. */
export const REPORTS_PER_VISITOR: Limit = {
  perIp: true,
  max: 5,
  windowSeconds: 3600,
  message: M.tooMany,
};

/**
 * POST /api/providers/:id/reports (decision 034): stored for an active provider; a robot's form
 * (the hidden `website` filled) gets the same answer and stores nothing.
 */
export async function reportProvider(
  deps: { db: Database; limiter: RateLimiter },
  report: {
    providerId: number;
    reason: ReportReason;
    details?: string | undefined;
    website?: string | undefined;
    ip: string;
  },
): Promise<string> {
  await deps.limiter.hit(`provider-reports:${report.ip}`, REPORTS_PER_VISITOR);
  if (report.website) return M.sent;
  const id = await reportsRepository.insert(deps.db, {
    providerId: report.providerId,
    reason: report.reason,
    details: report.details ?? null,
  });
  if (id === undefined) throw new NotFoundError('Conveniado não encontrado');
  return M.sent;
}

export async function listReports(db: Database, query: AdminReportsQuery) {
  const { items, hasNextPage } = await reportsRepository.page(db, query);
  return { items, page: query.page, pageSize: ADMIN_PAGE_SIZE, hasNextPage };
}

/** PATCH /api/admin/reports/:id: resolved once, with what was done, audited. */
export async function resolveReport(
  db: Database,
  actor: SessionUser,
  id: number,
  note: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const report = await reportsRepository.lock(tx, id);
      if (!report) throw new NotFoundError(M.notFound);
      if (report.status !== 'open') throw new ConflictError(M.alreadyResolved);
      await reportsRepository.resolve(tx, id, note, actor.id);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'report.resolved',
        entityType: 'report',
        entityId: id,
        summary: `resolveu um aviso de erro sobre o conveniado "${report.providerName}"`,
        details: { providerId: report.providerId },
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.error({ err: error }, 'falha ao resolver aviso de erro');
    }
    throw error;
  }
}
