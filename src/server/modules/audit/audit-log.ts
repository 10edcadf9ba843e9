import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditEntry = {
  /** Who did it; null for the system. */
  actorUserId: string | null;
  /** A dotted verb: 'provider.registered', 'provider.profile_updated', 'provider.status_changed'. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /**
   * What changed, for the back-office's recent activity (DESIGN §2). Field names and statuses
   * only: never passwords, tokens, documents or phone numbers (LGPD; the log outlives the data).
   */
  details?: Record<string, unknown>;
};

/**
 * Writes one audit row. Callers pass their transaction, so the entry exists exactly when the
 * change it describes was committed.
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
