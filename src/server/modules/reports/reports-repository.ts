import { and, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import type {
  AdminReportRow,
  AdminReportsQuery,
  OwnReport,
  ReportReason,
  ReportStatus,
} from '../../../shared/schemas/reports.ts';
import type { Executor } from '../../db/database.ts';
import { providers } from '../../db/schema/providers.ts';
import { providerReports } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';

export const reportsRepository = {
  /** A report about an active provider; undefined when there is no such provider. */
  async insert(
    executor: Executor,
    report: { providerId: number; reason: ReportReason; details: string | null },
  ): Promise<number | undefined> {
    const result = (await executor.execute(sql`
      INSERT INTO provider_reports (provider_id, reason, details)
      SELECT providers.id, ${report.reason}, ${report.details} FROM providers
      WHERE providers.id = ${report.providerId} AND providers.status = 'active'
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    return result.rows[0]?.id;
  },

  /** One page of the queue, newest first; one row more than a page tells whether there is a next. */
  async page(executor: Executor, query: AdminReportsQuery) {
    const rows = await executor
      .select({
        id: providerReports.id,
        providerId: providerReports.providerId,
        providerName: providers.companyName,
        reason: providerReports.reason,
        details: providerReports.details,
        status: providerReports.status,
        createdAt: providerReports.createdAt,
        resolvedAt: providerReports.resolvedAt,
        resolutionNote: providerReports.resolutionNote,
        resolvedByName: users.name,
      })
      .from(providerReports)
      .innerJoin(providers, eq(providers.id, providerReports.providerId))
      .leftJoin(users, eq(users.id, providerReports.resolvedBy))
      .where(query.status ? eq(providerReports.status, query.status) : undefined)
      .orderBy(desc(providerReports.createdAt), desc(providerReports.id))
      .limit(ADMIN_PAGE_SIZE + 1)
      .offset(query.page * ADMIN_PAGE_SIZE);
    const items: AdminReportRow[] = rows.slice(0, ADMIN_PAGE_SIZE).map((row) => ({
      ...row,
      reason: row.reason as ReportReason,
      status: row.status as ReportStatus,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    }));
    return { items, hasNextPage: rows.length > ADMIN_PAGE_SIZE };
  },

  /** The report with its provider's name, locked until the transaction ends. */
  async lock(executor: Executor, id: number) {
    const [row] = await executor
      .select({
        id: providerReports.id,
        status: providerReports.status,
        providerId: providerReports.providerId,
        providerName: providers.companyName,
      })
      .from(providerReports)
      .innerJoin(providers, eq(providers.id, providerReports.providerId))
      .where(eq(providerReports.id, id))
      .for('update', { of: providerReports });
    return row;
  },

  async resolve(executor: Executor, id: number, note: string, resolvedBy: string): Promise<void> {
    await executor
      .update(providerReports)
      .set({ status: 'resolved', resolutionNote: note, resolvedBy, resolvedAt: sql`now()` })
      .where(eq(providerReports.id, id));
  },

  /** The open reports about one provider, newest first. */
  async openFor(executor: Executor, providerId: number): Promise<OwnReport[]> {
    const rows = await executor
      .select({
        id: providerReports.id,
        reason: providerReports.reason,
        details: providerReports.details,
        createdAt: providerReports.createdAt,
      })
      .from(providerReports)
      .where(and(eq(providerReports.providerId, providerId), eq(providerReports.status, 'open')))
      .orderBy(desc(providerReports.createdAt), desc(providerReports.id));
    return rows.map((row) => ({
      ...row,
      reason: row.reason as ReportReason,
      createdAt: row.createdAt.toISOString(),
    }));
  },

  async openCount(executor: Executor): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(providerReports)
      .where(eq(providerReports.status, 'open'));
    return Number(row?.count ?? 0);
  },
};
