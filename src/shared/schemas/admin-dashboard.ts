import { z } from 'zod';

/** One line of 'Atividades recentes': an audit entry as the dashboard shows it. */
export const activityEntrySchema = z.object({
  id: z.number(),
  /** The person who did it; null when the account was deleted since, or for the system. */
  actorName: z.string().nullable(),
  /** Short pt-BR sentence written when the change was made ('aprovou o conveniado X'). */
  summary: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/admin/dashboard (SPEC §2 Admin dashboard: four cards from real counts). */
export const adminDashboardSchema = z.object({
  stats: z.object({
    activeUsers: z.number(),
    activeProviders: z.number(),
    pendingProviders: z.number(),
    specialties: z.number(),
    /** Reports of wrong information awaiting the team (decision 034). */
    openReports: z.number(),
  }),
  recentActivity: z.array(activityEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The latest entries the card lists. */
export const RECENT_ACTIVITY_LIMIT = 10;
