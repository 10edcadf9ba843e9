import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin-table.ts';
import {
  DEFAULT_DISCOUNT_OPTIONS,
  DISCOUNT_OPTIONS_KEY,
  SETTING_MESSAGES as M,
  parseDiscountOptions,
  type SettingInput,
  type SettingRow,
  type SettingsQuery,
} from '../../../shared/schemas/admin-settings.ts';
import type { Database, Executor } from '../../db/database.ts';
import { settings } from '../../db/schema/admin.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { escapeLike } from '../directory/search-words.ts';

const columns = {
  id: settings.id,
  key: settings.key,
  value: settings.value,
  createdAt: settings.createdAt,
};

type StoredSetting = { id: number; key: string; value: string; createdAt: Date };

const toRow = (row: StoredSetting): SettingRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const keyTaken = () => new AppError(409, 'SETTING_KEY_TAKEN', M.keyTaken, {}, 'key');

/** Keys are unique whatever their case: 'Filtro' and 'filtro' would read as one setting. */
async function checkKeyFree(executor: Executor, key: string, exceptId?: number) {
  const sameKey = sql`lower(${settings.key}) = lower(${key})`;
  const [taken] = await executor
    .select({ id: settings.id })
    .from(settings)
    .where(exceptId === undefined ? sameKey : and(sameKey, ne(settings.id, exceptId)))
    .limit(1);
  if (taken) throw keyTaken();
}

/** The unique key under a race the check above did not see. */
function rethrowKeyTaken(error: unknown): never {
  if (pgErrorOf(error)?.code === '23505') throw keyTaken();
  throw error;
}

/** SPEC §7: newest first (ties by id, so pages never overlap); `q` in the key or the value. */
export async function listSettings(
  db: Database,
  query: SettingsQuery,
): Promise<AdminPage<SettingRow>> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const rows = await db
    .select(columns)
    .from(settings)
    .where(pattern ? or(ilike(settings.key, pattern), ilike(settings.value, pattern)) : undefined)
    .orderBy(
      query.sort.descending ? asc(settings.createdAt) : desc(settings.createdAt),
      query.sort.descending ? asc(settings.id) : desc(settings.id),
    )
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset(query.page * ADMIN_PAGE_SIZE);
  return {
    items: rows.slice(0, ADMIN_PAGE_SIZE).map(toRow),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    hasNextPage: rows.length > ADMIN_PAGE_SIZE,
  };
}

const summaryOf = (verb: string, key: string) => `${verb} a configuração "${key}"`;

export async function createSetting(
  db: Database,
  actorUserId: string,
  input: SettingInput,
): Promise<SettingRow> {
  return db
    .transaction(async (tx) => {
      await checkKeyFree(tx, input.key);
      const [row] = await tx.insert(settings).values(input).returning(columns);
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actorUserId,
        action: 'setting.created',
        entityType: 'setting',
        entityId: row.id,
        summary: summaryOf('criou', row.key),
        details: { key: row.key },
      });
      return toRow(row);
    })
    .catch(rethrowKeyTaken);
}

export async function updateSetting(
  db: Database,
  actorUserId: string,
  id: number,
  input: SettingInput,
): Promise<SettingRow> {
  return db
    .transaction(async (tx) => {
      const [current] = await tx
        .select(columns)
        .from(settings)
        .where(eq(settings.id, id))
        .for('update');
      if (!current) throw new NotFoundError(M.notFound);
      await checkKeyFree(tx, input.key, id);
      const [row] = await tx
        .update(settings)
        .set(input)
        .where(eq(settings.id, id))
        .returning(columns);
      if (!row) throw new NotFoundError(M.notFound);
      const changed = (['key', 'value'] as const).filter((name) => current[name] !== row[name]);
      if (changed.length > 0) {
        await recordAudit(tx, {
          actorUserId,
          action: 'setting.updated',
          entityType: 'setting',
          entityId: row.id,
          summary: summaryOf('alterou', row.key),
          details: { changed, ...(current.key !== row.key ? { previousKey: current.key } : {}) },
        });
      }
      return toRow(row);
    })
    .catch(rethrowKeyTaken);
}

export async function deleteSetting(db: Database, actorUserId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(settings).where(eq(settings.id, id)).returning(columns);
    if (!row) throw new NotFoundError(M.notFound);
    await recordAudit(tx, {
      actorUserId,
      action: 'setting.deleted',
      entityType: 'setting',
      entityId: row.id,
      summary: summaryOf('excluiu', row.key),
      details: { key: row.key },
    });
  });
}

/**
 * The discounts the search filters offer: the stored `filtro_descontos` when it is a valid list
 * (the API refuses an invalid one; a row written around it falls back), else the default.
 */
export async function discountOptions(executor: Executor): Promise<number[]> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(sql`lower(${settings.key}) = ${DISCOUNT_OPTIONS_KEY}`)
    .limit(1);
  return (row && parseDiscountOptions(row.value)) ?? [...DEFAULT_DISCOUNT_OPTIONS];
}
