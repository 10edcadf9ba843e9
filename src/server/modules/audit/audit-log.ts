import type { PermissionResource } from '../../../shared/constants/permissions.ts';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * The kinds of record the audit log describes, each with the permission resource whose `read`
 * lets an admin see its entries on the dashboard.
 */
export const AUDIT_ENTITY_RESOURCES = {
  provider: 'providers',
  user: 'users',
  specialty: 'specialties',
  area: 'areas',
  field_configuration: 'fields',
  setting: 'settings',
  role: 'roles',
  report: 'reports',
} as const satisfies Record<string, PermissionResource>;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_RESOURCES;

/** `verb o conveniado "Name"`: how every provider entry reads. */
export const providerSummary = (verb: string, companyName: string) =>
  `${verb} o conveniado "${companyName}"`;

export type AuditEntry = {
  /** Who did it; null for the system. */
  actorUserId: string | null;
  /** A dotted verb: 'provider.registered', 'provider.profile_updated', 'provider.status_changed'. */
  action: string;
  entityType: AuditEntityType;
  entityId: string | number | null;
  /**
   * What the dashboard reads after the actor's name, in pt-BR, without a subject: 'aprovou o
   * conveniado "Clínica X"'. Names of records only: never documents, phones or e-mails.
   */
  summary: string;
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
    summary: entry.summary,
    details: entry.details ?? null,
  });
}
