import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminUserRow, AdminUsersQuery } from '../../../shared/schemas/admin-users.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
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
};
