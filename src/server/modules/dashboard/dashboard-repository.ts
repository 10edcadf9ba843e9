import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providers } from '../../db/schema/providers.ts';
import { providerReports } from '../../db/schema/reports.ts';
import { specialties } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

export const dashboardRepository = {
  /**
   * SPEC §7 "Admin data: Dashboard", as counts computed by the database (the SPEC reads every
   * row and counts in the browser): one statement, four numbers.
   */
  async stats(executor: Executor) {
    const [row] = await executor
      .select({
        activeUsers: sql<number>`(select count(*)::int from ${users} where ${users.status} = 'active')`,
        activeProviders: sql<number>`(select count(*)::int from ${providers} where ${providers.status} = 'active')`,
        pendingProviders: sql<number>`(select count(*)::int from ${providers} where ${providers.status} = 'pending')`,
        specialties: sql<number>`(select count(*)::int from ${specialties})`,
        openReports: sql<number>`(select count(*)::int from ${providerReports} where ${providerReports.status} = 'open')`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  },

  /** The latest audit entries about the kinds of record given, newest first. */
  async recentActivity(executor: Executor, entityTypes: string[], limit: number) {
    if (entityTypes.length === 0) return [];
    return executor
      .select({
        id: auditLog.id,
        actorName: users.name,
        summary: auditLog.summary,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(inArray(auditLog.entityType, entityTypes))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  },
};
