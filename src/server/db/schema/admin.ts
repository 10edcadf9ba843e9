import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../../shared/constants/permissions.ts';
import { inList } from './sql-helpers.ts';

/** SPEC §3 Admin role. The role named 'Admin Master' holds every permission. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_roles_name_key').on(sql`lower(${table.name})`)],
);

/** SPEC §3 Admin permission: one row per (role, resource, action) the role holds. */
export const adminPermissions = pgTable(
  'admin_permissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roleId: integer('role_id')
      .notNull()
      .references(() => adminRoles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (table) => [
    unique('admin_permissions_role_resource_action_key').on(
      table.roleId,
      table.resource,
      table.action,
    ),
    check('admin_permissions_resource_check', inList(table.resource, PERMISSION_RESOURCES)),
    check('admin_permissions_action_check', inList(table.action, PERMISSION_ACTIONS)),
  ],
);

/**
 * SPEC §3 Field configuration of the provider form. A field with no row is not required and is
 * visible; newly added rows have all three flags false.
 */
export const fieldConfigurations = pgTable('field_configurations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fieldName: text('field_name').notNull().unique(),
  label: text('label').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  isPublicVisible: boolean('is_public_visible').notNull().default(false),
  isLoggedinVisible: boolean('is_loggedin_visible').notNull().default(false),
});

/**
 * SPEC §3 Setting: key/value pairs of the discount settings screen. Keys are unique regardless of
 * case, as the API checks: the index backs two saves racing past that check (decision 021).
 */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('settings_key_lower_key').on(sql`lower(${table.key})`)],
);
