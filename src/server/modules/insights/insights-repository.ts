import { sql } from 'drizzle-orm';
import type { InsightsDay, ProviderEventKind } from '../../../shared/schemas/insights.ts';
import type { Executor } from '../../db/database.ts';

/** The column each kind of event counts in (provider_daily_stats, migration 0014). */
const COLUMNS: Record<ProviderEventKind, string> = {
  view: 'views',
  whatsapp: 'whatsapp_clicks',
  phone: 'phone_clicks',
  map: 'map_clicks',
};

/** The calendar day in Brazil's official time, where the providers and their visitors are. */
const TODAY = sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

export const insightsRepository = {
  /**
   * Adds one to today's count of `kind` for an active provider, in one statement (concurrent
   * events never lose a count). Not when the viewer is the provider's own account: looking at
   * one's own page is not a visit. 'missing' when no active provider has that id.
   */
  async record(
    executor: Executor,
    event: { providerId: number; kind: ProviderEventKind; viewerId: string | null },
  ): Promise<'counted' | 'own' | 'missing'> {
    const column = sql.identifier(COLUMNS[event.kind]);
    const result = (await executor.execute(sql`
      WITH target AS (
        SELECT providers.id, providers.user_id FROM providers
        WHERE providers.id = ${event.providerId} AND providers.status = 'active'
      ), counted AS (
        INSERT INTO provider_daily_stats (provider_id, day, ${column})
        SELECT target.id, ${TODAY}, 1 FROM target
        WHERE target.user_id IS DISTINCT FROM ${event.viewerId}::uuid
        ON CONFLICT (provider_id, day)
        DO UPDATE SET ${column} = provider_daily_stats.${column} + 1
        RETURNING provider_id
      )
      SELECT (SELECT count(*) FROM target)::int AS found,
        (SELECT count(*) FROM counted)::int AS counted`)) as unknown as {
      rows: { found: number; counted: number }[];
    };
    const [row] = result.rows;
    if (!row || Number(row.found) === 0) return 'missing';
    return Number(row.counted) === 1 ? 'counted' : 'own';
  },

  /** The last `days` days, today included, oldest first, with zeros for days without events. */
  async series(executor: Executor, providerId: number, days: number): Promise<InsightsDay[]> {
    const result = (await executor.execute(sql`
      SELECT to_char(calendar.day, 'YYYY-MM-DD') AS day,
        coalesce(stats.views, 0) AS views,
        coalesce(stats.whatsapp_clicks, 0) AS whatsapp,
        coalesce(stats.phone_clicks, 0) AS phone,
        coalesce(stats.map_clicks, 0) AS map
      FROM generate_series(${TODAY} - ${days - 1}::int, ${TODAY}, interval '1 day') AS calendar(day)
      LEFT JOIN provider_daily_stats AS stats
        ON stats.provider_id = ${providerId} AND stats.day = calendar.day::date
      ORDER BY calendar.day`)) as unknown as { rows: InsightsDay[] };
    return result.rows.map((row) => ({
      day: row.day,
      views: Number(row.views),
      whatsapp: Number(row.whatsapp),
      phone: Number(row.phone),
      map: Number(row.map),
    }));
  },
};
