import {
  CATALOG_MESSAGES,
  type CatalogForm,
  type CatalogKind,
  type CatalogQuery,
  type CatalogRow,
} from '../../../shared/schemas/admin-catalog.ts';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin-table.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { catalogRepository } from './catalog-repository.ts';
import { pgErrorOf } from '../../db/pg-error.ts';

/** How the audit log names a record of each kind ('a especialidade "Cardiologia"'). */
const NOUNS: Record<CatalogKind, string> = { specialty: 'a especialidade', area: 'a área' };

/** Two writers raced past the name check: the index refused the second. */
function isUniqueNameViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/** A provider took the record between the count and the delete (RESTRICT). */
function isReferenceViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The back-office's specialties or areas: list, add, rename, delete. Every write is audited in its
 * own transaction, and `changed` runs once it is committed so the public directory (result cards'
 * names, the reference lists) stops showing the old name at once (docs/decisions/020).
 */
export function createCatalogService(db: Database, kind: CatalogKind, changed: () => void) {
  const repository = catalogRepository(kind);
  const messages = CATALOG_MESSAGES[kind];
  const noun = NOUNS[kind];

  async function refuseDuplicate(executor: Executor, name: string, exceptId?: number) {
    const existing = await repository.sameName(executor, name, exceptId);
    if (existing) throw duplicate(existing.name);
  }
  const duplicate = (existing: string) =>
    new AppError(409, 'NAME_TAKEN', messages.duplicate(existing), {}, 'name');

  /** The duplicate's own name, read after the failed transaction, for the message. */
  async function duplicateAfterRace(name: string, exceptId?: number) {
    const existing = await repository.sameName(db, name, exceptId);
    return duplicate(existing?.name ?? name);
  }

  return {
    async list(query: CatalogQuery): Promise<AdminPage<CatalogRow>> {
      const { rows, hasNextPage } = await repository.page(db, query);
      return { items: rows, page: query.page, pageSize: ADMIN_PAGE_SIZE, hasNextPage };
    },

    async create(actorUserId: string, { name }: CatalogForm): Promise<CatalogRow> {
      try {
        const created = await db.transaction(async (tx) => {
          await refuseDuplicate(tx, name);
          const row = await repository.insert(tx, name);
          await recordAudit(tx, {
            actorUserId,
            action: `${kind}.created`,
            entityType: kind,
            entityId: row.id,
            summary: `criou ${noun} "${row.name}"`,
          });
          return row;
        });
        changed();
        return { ...created, providerCount: 0 };
      } catch (error) {
        if (isUniqueNameViolation(error)) throw await duplicateAfterRace(name);
        throw error;
      }
    },

    async rename(actorUserId: string, id: number, { name }: CatalogForm): Promise<CatalogRow> {
      try {
        const renamed = await db.transaction(async (tx) => {
          const current = await repository.lock(tx, id);
          if (!current) throw new NotFoundError(messages.notFound);
          // Saving the same name again writes nothing (and logs nothing).
          if (current.name === name) return false;
          await refuseDuplicate(tx, name, id);
          await repository.rename(tx, id, name);
          await recordAudit(tx, {
            actorUserId,
            action: `${kind}.renamed`,
            entityType: kind,
            entityId: id,
            summary: `renomeou ${noun} "${current.name}" para "${name}"`,
            details: { fields: ['name'] },
          });
          return true;
        });
        if (renamed) changed();
      } catch (error) {
        if (isUniqueNameViolation(error)) throw await duplicateAfterRace(name, id);
        throw error;
      }
      const row = await repository.find(db, id);
      if (!row) throw new NotFoundError(messages.notFound);
      return row;
    },

    /**
     * Refused while any provider (whatever its status) uses the record, with how many: deleting
     * would silently take a specialty off their profiles, or leave them without an area.
     */
    async delete(actorUserId: string, id: number): Promise<void> {
      const inUse = (count: number) => new AppError(409, 'IN_USE', messages.inUse(count));
      try {
        await db.transaction(async (tx) => {
          const current = await repository.lock(tx, id);
          if (!current) throw new NotFoundError(messages.notFound);
          const count = await repository.usage(tx, id);
          if (count > 0) throw inUse(count);
          await repository.delete(tx, id);
          await recordAudit(tx, {
            actorUserId,
            action: `${kind}.deleted`,
            entityType: kind,
            entityId: id,
            summary: `excluiu ${noun} "${current.name}"`,
          });
        });
      } catch (error) {
        if (isReferenceViolation(error)) throw inUse(Math.max(1, await repository.usage(db, id)));
        throw error;
      }
      changed();
    },
  };
}
