import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import type { AdminProvidersQuery } from '../../../shared/schemas/admin-providers.ts';
import type { Executor } from '../../db/database.ts';
import { providers } from '../../db/schema/providers.ts';
import { areas, cities, states } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { providerVersion } from './providers-repository.ts';
import { escapeLike, searchWords } from '../directory/search-words.ts';

/**
 * The columns of each sortable key, in the order of an index of migration 0008 (id last, so
 * the order is total and a page never repeats or skips a row). The expressions must stay
 * identical to the indexes' for the planner to read the page in index order.
 */
const SORT_COLUMNS: Record<AdminProvidersQuery['sort']['key'], SQL[]> = {
  companyName: [sql`${providers.nameKey}`, sql`${providers.id}`],
  tradeName: [
    sql`immutable_unaccent(lower(coalesce(${providers.tradeName}, '')))`,
    sql`${providers.id}`,
  ],
  status: [sql`${providers.status}`, sql`${providers.nameKey}`, sql`${providers.id}`],
  createdAt: [sql`${providers.createdAt}`, sql`${providers.id}`],
};

/** A CPF/CNPJ as typed ('123.456', '12.ABC.345/0001'): its characters, when it can be one. */
function documentPrefix(q: string): string | undefined {
  const compact = q.replace(/[\s./-]/g, '').toUpperCase();
  return /^[0-9A-Z]{3,14}$/.test(compact) && /\d/.test(compact) ? compact : undefined;
}

/**
 * `q` finds a provider by its names (every word, accents and case ignored, as in the public
 * search: the same trigram index) or by the start of its CPF/CNPJ.
 */
function searchCondition(q: string): SQL | undefined {
  const names = searchWords(q).map(
    (word) =>
      sql`${providers.searchName} LIKE '%' || immutable_unaccent(lower(${escapeLike(word)})) || '%'`,
  );
  const byName = names.length > 0 ? and(...names) : undefined;
  const prefix = documentPrefix(q);
  const byDocument = prefix
    ? sql`${providers.cpfCnpj} LIKE ${`${escapeLike(prefix)}%`}`
    : undefined;
  return byName && byDocument ? or(byName, byDocument) : (byName ?? byDocument);
}

export const adminProvidersRepository = {
  /** One page of the list, plus one row to know whether a next page exists. */
  async page(executor: Executor, query: AdminProvidersQuery) {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(providers.status, query.status));
    const search = query.q ? searchCondition(query.q) : undefined;
    if (search) conditions.push(search);
    const direction = query.sort.descending ? desc : asc;
    const rows = await executor
      .select({
        id: providers.id,
        companyName: providers.companyName,
        tradeName: providers.tradeName,
        cpfCnpj: providers.cpfCnpj,
        status: providers.status,
      })
      .from(providers)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(...SORT_COLUMNS[query.sort.key].map((column) => direction(column)))
      .limit(ADMIN_PAGE_SIZE + 1)
      .offset(query.page * ADMIN_PAGE_SIZE);
    return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasNextPage: rows.length > ADMIN_PAGE_SIZE };
  },

  /** Everything the details screen shows but the specialties (read apart, by name). */
  async details(executor: Executor, id: number) {
    const [row] = await executor
      .select({
        id: providers.id,
        status: providers.status,
        rejectionReason: providers.rejectionReason,
        companyName: providers.companyName,
        tradeName: providers.tradeName,
        cpfCnpj: providers.cpfCnpj,
        responsibleName: providers.responsibleName,
        crNumber: providers.crNumber,
        phone: providers.phone,
        whatsapp: providers.whatsapp,
        contactEmail: providers.contactEmail,
        address: providers.address,
        addressNumber: providers.addressNumber,
        complement: providers.complement,
        neighborhood: providers.neighborhood,
        zipCode: providers.zipCode,
        stateId: providers.stateId,
        cityId: providers.cityId,
        locationLink: providers.locationLink,
        areaId: providers.areaId,
        discount: providers.discount,
        returnDays: providers.returnDays,
        observations: providers.observations,
        ads: providers.ads,
        areaName: areas.name,
        cityName: cities.name,
        stateName: states.name,
        ownerId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
        createdAt: providers.createdAt,
        updatedAt: providers.updatedAt,
        version: providerVersion,
      })
      .from(providers)
      .leftJoin(areas, eq(areas.id, providers.areaId))
      .leftJoin(cities, eq(cities.id, providers.cityId))
      .leftJoin(states, eq(states.id, providers.stateId))
      .leftJoin(users, eq(users.id, providers.userId))
      .where(eq(providers.id, id));
    return row;
  },

  /** SPEC §7 "Delete provider_specialties then providers": the links go with it (cascade). */
  async delete(executor: Executor, id: number): Promise<void> {
    await executor.delete(providers).where(eq(providers.id, id));
  },
};
