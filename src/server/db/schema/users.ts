import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_STATUSES, USER_TYPES } from '../../../shared/constants/users.ts';
import { adminRoles } from './admin.ts';
import { inList } from './sql-helpers.ts';

/**
 * SPEC §3 User, exactly the SPEC's columns. Credentials and e-mail confirmation live in
 * `accounts` so that this table stays the product's view of a person.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userType: text('user_type').notNull().default('user'),
    status: text('status').notNull().default('active'),
    adminRoleId: integer('admin_role_id').references(() => adminRoles.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_admin_role_id_idx').on(table.adminRoleId),
    check('users_user_type_check', inList(table.userType, USER_TYPES)),
    check('users_status_check', inList(table.status, USER_STATUSES)),
    // Only administrators carry an admin role (SPEC §3: "only for admins").
    check(
      'users_admin_role_only_for_admins_check',
      sql`${table.adminRoleId} IS NULL OR ${table.userType} = 'admin'`,
    ),
  ],
);
