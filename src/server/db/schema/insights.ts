import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { providers } from './providers.ts';

/**
 * Issue 15 item 3 (decision 033): how often a provider's page was seen and its contact links
 * used, per day (America/Sao_Paulo). Counts only: no visitor, no IP, no cookie is kept, so the
 * provider can be shown them without a consent banner.
 */
export const providerDailyStats = pgTable(
  'provider_daily_stats',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    whatsappClicks: integer('whatsapp_clicks').notNull().default(0),
    phoneClicks: integer('phone_clicks').notNull().default(0),
    mapClicks: integer('map_clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.day] }),
    check(
      'provider_daily_stats_counts_check',
      sql`${table.views} >= 0 AND ${table.whatsappClicks} >= 0 AND ${table.phoneClicks} >= 0 AND ${table.mapClicks} >= 0`,
    ),
  ],
);
