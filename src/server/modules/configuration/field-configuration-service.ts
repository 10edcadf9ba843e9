import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PROVIDER_FIELDS } from '../../../shared/constants/fields.ts';
import {
  FIELD_CONFIGURATION_MESSAGES as M,
  FIELD_FLAGS,
  type AdminFieldConfiguration,
  type AdminFieldsResponse,
  type FieldFlags,
} from '../../../shared/schemas/admin-fields.ts';
import type { Database, Executor } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';
import { NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';

/**
 * Notified in the transaction of every change of the field configuration, so that every server
 * process drops its copy of the visibility rules at the commit (configuration-routes.ts).
 */
export const FIELD_CONFIGURATION_CHANNEL = 'field_configuration_changed';

const columns = {
  id: fieldConfigurations.id,
  fieldName: fieldConfigurations.fieldName,
  label: fieldConfigurations.label,
  isRequired: fieldConfigurations.isRequired,
  isPublicVisible: fieldConfigurations.isPublicVisible,
  isLoggedinVisible: fieldConfigurations.isLoggedinVisible,
};

const allRows = (executor: Executor) =>
  executor.select(columns).from(fieldConfigurations).orderBy(asc(fieldConfigurations.id));

const notifyChange = (executor: Executor) =>
  executor.execute(sql`SELECT pg_notify(${FIELD_CONFIGURATION_CHANNEL}, '')`);

/** The rows, in the order they were added, and the known fields without one. */
export async function listFieldConfigurations(db: Database): Promise<AdminFieldsResponse> {
  const fields = await allRows(db);
  const configured = new Set(fields.map((field) => field.fieldName));
  const missing = PROVIDER_FIELDS.filter((field) => !configured.has(field.name)).map((field) => ({
    fieldName: field.name,
    label: field.label,
  }));
  return { fields, missing };
}

const quoted = (labels: string[]) => labels.map((label) => `"${label}"`).join(', ');

/**
 * Writes the three flags of every row sent, in one transaction: one unknown id and nothing is
 * written. Rows are locked, so two saves at once apply one after the other. Only rows that
 * change are written and named in the audit entry.
 */
export async function saveFieldConfigurations(
  db: Database,
  actorUserId: string,
  rows: FieldFlags[],
): Promise<AdminFieldConfiguration[]> {
  return db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id);
    const current = await tx
      .select(columns)
      .from(fieldConfigurations)
      .where(inArray(fieldConfigurations.id, ids))
      .for('update');
    if (current.length !== ids.length) throw new NotFoundError(M.notFound);
    const byId = new Map(current.map((row) => [row.id, row]));
    const changed: AdminFieldConfiguration[] = [];
    for (const row of rows) {
      const stored = byId.get(row.id);
      if (!stored || FIELD_FLAGS.every((flag) => stored[flag] === row[flag])) continue;
      await tx
        .update(fieldConfigurations)
        .set({
          isRequired: row.isRequired,
          isPublicVisible: row.isPublicVisible,
          isLoggedinVisible: row.isLoggedinVisible,
        })
        .where(eq(fieldConfigurations.id, row.id));
      changed.push(stored);
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorUserId,
        action: 'field_configuration.updated',
        entityType: 'field_configuration',
        entityId: null,
        summary: `alterou a configuração dos campos ${quoted(changed.map((row) => row.label))}`,
        details: { fields: changed.map((row) => row.fieldName) },
      });
      await notifyChange(tx);
    }
    return allRows(tx);
  });
}

/**
 * Adds a row, every flag off (SPEC §3), for each known field that has none. Two admins adding at
 * once add each field once (the unique field name; the later one adds nothing).
 */
export async function addMissingFields(
  db: Database,
  actorUserId: string,
): Promise<{ added: number; fields: AdminFieldConfiguration[] }> {
  return db.transaction(async (tx) => {
    const configured = new Set((await allRows(tx)).map((row) => row.fieldName));
    const missing = PROVIDER_FIELDS.filter((field) => !configured.has(field.name));
    const inserted =
      missing.length === 0
        ? []
        : await tx
            .insert(fieldConfigurations)
            .values(
              missing.map((field) => ({
                fieldName: field.name,
                label: field.label,
                isRequired: false,
                isPublicVisible: false,
                isLoggedinVisible: false,
              })),
            )
            .onConflictDoNothing({ target: fieldConfigurations.fieldName })
            .returning({
              fieldName: fieldConfigurations.fieldName,
              label: fieldConfigurations.label,
            });
    if (inserted.length > 0) {
      await recordAudit(tx, {
        actorUserId,
        action: 'field_configuration.created',
        entityType: 'field_configuration',
        entityId: null,
        summary: `adicionou os campos ${quoted(inserted.map((row) => row.label))}`,
        details: { fields: inserted.map((row) => row.fieldName) },
      });
      await notifyChange(tx);
    }
    return { added: inserted.length, fields: await allRows(tx) };
  });
}
