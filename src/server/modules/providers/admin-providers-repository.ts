import { eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import type { AdminProvidersQuery } from '../../../shared/schemas/admin-providers.ts';
import type { Executor } from '../../db/database.ts';
import { providers } from '../../db/schema/providers.ts';
import { areas, cities, states } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { providerVersion } from './providers-repository.ts';
import {
  adminProvidersPageSql,
  firstPlan,
  type AdminProviderPageRow,
  type PagePlan,
} from './admin-providers-sql.ts';

export const adminProvidersRepository = {
  /**
   * One page, and whether a next one exists: the bounded window first, every match when the
   * window falls short (admin-providers-sql.ts says why). Never inside a transaction.
   */
  async page(executor: Executor, query: AdminProvidersQuery) {
    const run = async (plan: PagePlan) =>
      (
        (await executor.execute(adminProvidersPageSql(query, plan))) as unknown as {
          rows: AdminProviderPageRow[];
        }
      ).rows;
    const first = firstPlan(query);
    let rows = await run(first);
    if (first === 'window' && rows.length <= ADMIN_PAGE_SIZE) rows = await run('matches');
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
        council: providers.council,
        councilState: providers.councilState,
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
