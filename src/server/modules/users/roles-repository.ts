import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminRoleRow, AdminRolesQuery } from '../../../shared/schemas/admin-roles.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import type { Executor } from '../../db/database.ts';
import { adminPermissions, adminRoles } from '../../db/schema/admin.ts';
import { escapeLike } from '../directory/search-words.ts';

const row = {
  id: adminRoles.id,
  name: adminRoles.name,
  description: adminRoles.description,
  // Spelled out: Drizzle drops the table name from columns of a one-table select, and a bare
  // "id" inside the subquery would mean users.id.
  userCount: sql<number>`(SELECT count(*)::int FROM users holder WHERE holder.admin_role_id = admin_roles.id)`,
};

export const rolesRepository = {
  async page(executor: Executor, query: AdminRolesQuery) {
    const conditions: SQL[] = [];
    if (query.q) {
      conditions.push(
        sql`lower(${adminRoles.name}) LIKE ${`%${escapeLike(query.q.toLowerCase())}%`}`,
      );
    }
    const name = sql`lower(${adminRoles.name})`;
    const rows: AdminRoleRow[] = await executor
      .select(row)
      .from(adminRoles)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(query.sort.descending ? sql`${name} DESC` : name, asc(adminRoles.id))
      .limit(ADMIN_PAGE_SIZE + 1)
      .offset(query.page * ADMIN_PAGE_SIZE);
    return {
      items: rows.slice(0, ADMIN_PAGE_SIZE),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      hasNextPage: rows.length > ADMIN_PAGE_SIZE,
    };
  },

  /** The role, locked until the transaction ends, so its holders cannot change meanwhile. */
  async lock(executor: Executor, id: number): Promise<AdminRoleRow | undefined> {
    const [found] = await executor
      .select(row)
      .from(adminRoles)
      .where(eq(adminRoles.id, id))
      .for('update');
    return found;
  },

  async findByName(executor: Executor, name: string) {
    const [found] = await executor
      .select({ id: adminRoles.id, name: adminRoles.name })
      .from(adminRoles)
      .where(eq(sql`lower(${adminRoles.name})`, name.toLowerCase()));
    return found;
  },

  async insert(executor: Executor, values: { name: string; description: string | null }) {
    const [created] = await executor
      .insert(adminRoles)
      .values(values)
      .returning({ id: adminRoles.id });
    if (!created) throw new Error('insert into admin_roles returned no row');
    return created.id;
  },

  async update(
    executor: Executor,
    id: number,
    values: { name: string; description: string | null },
  ) {
    await executor.update(adminRoles).set(values).where(eq(adminRoles.id, id));
  },

  async delete(executor: Executor, id: number) {
    await executor.delete(adminRoles).where(eq(adminRoles.id, id));
  },

  async permissions(executor: Executor, id: number): Promise<string[]> {
    const rows = await executor
      .select({ resource: adminPermissions.resource, action: adminPermissions.action })
      .from(adminPermissions)
      .where(eq(adminPermissions.roleId, id));
    return rows.map((found) => `${found.resource}:${found.action}`).sort();
  },

  async replacePermissions(executor: Executor, id: number, permissions: string[]) {
    await executor.delete(adminPermissions).where(eq(adminPermissions.roleId, id));
    if (permissions.length === 0) return;
    await executor.insert(adminPermissions).values(
      permissions.map((permission) => {
        const [resource, action] = permission.split(':') as [string, string];
        return { roleId: id, resource, action };
      }),
    );
  },
};
