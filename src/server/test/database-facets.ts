import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/**
 * Fingerprints of what the write routes may change, one per facet: a refused request must leave
 * every one as it was, an accepted one only those its route owns. A facet is a set of columns of
 * one table (an md5 of its rows, sorted), so "the provider's data changed but not its owner or
 * status" is a check, not a hope. Timestamps that reads may touch (a session's last activity)
 * are left out; rate-limit counters are not data a route owns.
 */
const FACETS = {
  'users.identity': sql`select id, lower(email), user_type, admin_role_id from users`,
  'users.status': sql`select id, status from users`,
  'users.name': sql`select id, name from users`,
  accounts: sql`select user_id, password_hash, email_verified_at, must_change_password from accounts`,
  sessions: sql`select id, user_id from sessions`,
  tokens: sql`select id, user_id, purpose, new_email, used_at from verification_tokens`,
  'providers.owner': sql`select id, user_id, ads, is_demo from providers`,
  'providers.status': sql`select id, status, rejection_reason from providers`,
  'providers.data': sql`select id, company_name, trade_name, cpf_cnpj, responsible_name, cr_number,
    council, council_state, phone, whatsapp, contact_email, address, address_number, complement, neighborhood, zip_code,
    state_id, city_id, location_link, area_id, discount, return_days, observations from providers`,
  'providers.specialties': sql`select provider_id, specialty_id, rqe from provider_specialties`,
  specialties: sql`select id, name from specialties`,
  areas: sql`select id, name from areas`,
  roles: sql`select id, name, description from admin_roles`,
  permissions: sql`select role_id, resource, action from admin_permissions`,
  fields: sql`select id, field_name, label, is_required, is_public_visible, is_loggedin_visible
    from field_configurations`,
  settings: sql`select id, key, value from settings`,
  audit: sql`select id from audit_log`,
  insights: sql`select provider_id, day, views, whatsapp_clicks, phone_clicks, map_clicks
    from provider_daily_stats`,
  reports: sql`select id, provider_id, reason, details, status, resolution_note, resolved_by
    from provider_reports`,
} satisfies Record<string, SQL>;

export type Facet = keyof typeof FACETS;
export const ALL_FACETS = Object.keys(FACETS) as Facet[];
export type Snapshot = Record<Facet, string>;

const SNAPSHOT = sql.join(
  ALL_FACETS.map(
    (facet) =>
      sql`(select md5(coalesce(string_agg(row::text, '|' order by row::text), '')) from (${FACETS[facet]}) as row) as ${sql.identifier(facet)}`,
  ),
  sql`, `,
);

export async function snapshot(db: Database): Promise<Snapshot> {
  const result = (await db.execute(sql`select ${SNAPSHOT}`)) as unknown as { rows: Snapshot[] };
  return result.rows[0]!;
}

/** The facets whose fingerprint differs. */
export function changedFacets(before: Snapshot, after: Snapshot): Facet[] {
  return ALL_FACETS.filter((facet) => before[facet] !== after[facet]);
}
