import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminUserRow, AdminUsersQuery } from '../../../shared/schemas/admin-users.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import { ADMIN_MASTER_ROLE_NAME } from '../../../shared/constants/permissions.ts';
import type { UserStatus, UserType } from '../../../shared/constants/users.ts';
import type { Executor } from '../../db/database.ts';
import { adminRoles } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../directory/search-words.ts';

const row = {
  id: users.id,
  name: users.name,
  email: users.email,
  userType: users.userType,
  status: users.status,
  adminRoleId: users.adminRoleId,
  roleName: adminRoles.name,
  createdAt: users.createdAt,
};

type StoredRow = Omit<AdminUserRow, 'createdAt'> & { createdAt: Date };
const toRow = (stored: StoredRow): AdminUserRow => ({
  ...stored,
  createdAt: stored.createdAt.toISOString(),
});

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  createdAt: sql`${users.createdAt}`,
};

export const usersRepository = {
  /** One page of a list; one row more than a page tells whether there is a next one. */
  async page(executor: Executor, query: AdminUsersQuery) {
    const conditions: SQL[] = [
      query.list === 'admins'
        ? eq(users.userType, 'admin')
        : inArray(users.userType, ['user', 'provider']),
    ];
    if (query.q) {
      const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
      conditions.push(
        sql`(lower(${users.name}) LIKE ${pattern} OR lower(${users.email}) LIKE ${pattern})`,
      );
    }
    const direction = query.sort.descending ? desc : asc;
    const rows = await executor
      .select(row)
      .from(users)
      .leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
      .where(and(...conditions))
      // The id breaks ties, so a row never shows on two pages.
      .orderBy(direction(SORT_COLUMNS[query.sort.key]), asc(users.id))
      .limit(ADMIN_PAGE_SIZE + 1)
      .offset(query.page * ADMIN_PAGE_SIZE);
    return {
      items: rows.slice(0, ADMIN_PAGE_SIZE).map((stored) => toRow(stored as StoredRow)),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      hasNextPage: rows.length > ADMIN_PAGE_SIZE,
    };
  },

  async findRow(executor: Executor, id: string): Promise<AdminUserRow | undefined> {
    const [found] = await executor
      .select(row)
      .from(users)
      .leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
      .where(eq(users.id, id));
    return found ? toRow(found as StoredRow) : undefined;
  },

  /** The user, locked until the transaction ends, so two changes to one person never interleave. */
  async lock(executor: Executor, id: string) {
    const [found] = await executor
      .select({
        id: users.id,
        name: users.name,
        userType: users.userType,
        status: users.status,
        adminRoleId: users.adminRoleId,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return found;
  },

  /**
   * The ids of the active administrators holding 'Admin Master', locked: two admins demoting the
   * last two holders at the same moment then take turns, and the second sees only one left.
   */
  async lockActiveMasterHolders(executor: Executor): Promise<string[]> {
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .innerJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
      .where(
        and(
          eq(adminRoles.name, ADMIN_MASTER_ROLE_NAME),
          eq(users.userType, 'admin'),
          eq(users.status, 'active'),
        ),
      )
      .orderBy(asc(users.id))
      .for('update', { of: users });
    return rows.map((found) => found.id);
  },

  async update(
    executor: Executor,
    id: string,
    values: { name: string; status: UserStatus; userType: UserType; adminRoleId: number | null },
  ): Promise<void> {
    await executor
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },

  /** Credentials, sessions and links go with the row (ON DELETE CASCADE); a provider record stays. */
  async delete(executor: Executor, id: string): Promise<void> {
    await executor.delete(users).where(eq(users.id, id));
  },
};
