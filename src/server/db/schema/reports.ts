import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/schemas/reports.ts';
import { providers } from './providers.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/**
 * Issue 15 item 2 (decision 034): what visitors say is wrong on a provider's page, and how the
 * team resolved it. Nothing about the visitor is kept: no account, no IP.
 */
export const providerReports = pgTable(
  'provider_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('provider_reports_reason_check', inList(table.reason, REPORT_REASONS)),
    check('provider_reports_status_check', inList(table.status, REPORT_STATUSES)),
    check(
      'provider_reports_resolution_check',
      sql`(${table.status} = 'open') = (${table.resolvedAt} IS NULL)`,
    ),
    // The queue, newest first, per status; a provider's open reports.
    index('provider_reports_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('provider_reports_provider_id_idx').on(table.providerId, table.status),
  ],
);
