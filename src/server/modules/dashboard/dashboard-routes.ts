import type { FastifyPluginAsync } from 'fastify';
import {
  RECENT_ACTIVITY_LIMIT,
  type AdminDashboard,
} from '../../../shared/schemas/admin-dashboard.ts';
import { hasPermission } from '../../../shared/permissions.ts';
import { access } from '../../http/route-access.ts';
import { AUDIT_ENTITY_RESOURCES } from '../audit/audit-log.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { dashboardRepository } from './dashboard-repository.ts';

/**
 * GET /api/admin/dashboard (SPEC §2 Admin dashboard). The counts need no permission beyond being
 * an administrator (SPEC §6); 'Atividades recentes' (DESIGN §2: real audit entries, not a
 * sample) lists only the kinds of record the admin's role may read, so the dashboard tells no
 * one about users, say, whose role keeps them out of the users screen.
 */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/dashboard',
    { config: { access: access.admin() } },
    async (request, reply) => {
      const { map } = await resolvePermissions(db, requireUser(request), request.log);
      const readable = Object.entries(AUDIT_ENTITY_RESOURCES)
        .filter(([, resource]) => hasPermission(map, resource, 'read'))
        .map(([entityType]) => entityType);
      const [stats, activity] = await Promise.all([
        dashboardRepository.stats(db),
        dashboardRepository.recentActivity(db, readable, RECENT_ACTIVITY_LIMIT),
      ]);
      const body: AdminDashboard = {
        stats,
        recentActivity: activity.map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );
};
