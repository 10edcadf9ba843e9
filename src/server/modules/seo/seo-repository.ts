import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { cities, providerSpecialties, providers, specialties } from '../../db/schema/index.ts';

const active = eq(providers.status, 'active');
// Search engines must not index invented businesses: demo providers are left out of the sitemap.
const real = eq(providers.isDemo, false);

export const seoRepository = {
  activeProviders: (executor: Executor) =>
    executor
      .select({ id: providers.id, updatedAt: providers.updatedAt })
      .from(providers)
      .where(and(active, real))
      .orderBy(asc(providers.id)),

  /** Every (specialty, city) that has at least one active provider that is not a demo one. */
  specialtyCities: (executor: Executor) =>
    executor
      .selectDistinct({
        specialty: specialties.name,
        cityId: cities.id,
        stateId: cities.stateId,
      })
      .from(providers)
      .innerJoin(providerSpecialties, eq(providerSpecialties.providerId, providers.id))
      .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialtyId))
      .innerJoin(cities, eq(cities.id, providers.cityId))
      .where(and(active, real, isNotNull(providers.cityId)))
      .orderBy(asc(specialties.name), asc(cities.stateId), asc(cities.id)),

  /** The specialty's own spelling, from a name typed in any case, with or without accents. */
  specialtyNamed: async (executor: Executor, name: string) => {
    const [row] = await executor
      .select({ name: specialties.name })
      .from(specialties)
      .where(
        sql`immutable_unaccent(lower(${specialties.name})) = immutable_unaccent(lower(${name}))`,
      )
      .limit(1);
    return row?.name;
  },

  city: async (executor: Executor, id: number) => {
    const [row] = await executor
      .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
      .from(cities)
      .where(eq(cities.id, id));
    return row;
  },
};
