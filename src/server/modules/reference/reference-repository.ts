import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';
import { areas, cities, specialties, states } from '../../db/schema/reference.ts';

/** Names sort as a Brazilian reader expects: accents and case ignored ('Água Boa' under A). */
const byName = (column: AnyColumn) => sql`immutable_unaccent(lower(${column}))`;

export const referenceRepository = {
  specialties: (executor: Executor) =>
    executor
      .select({ id: specialties.id, name: specialties.name })
      .from(specialties)
      .orderBy(byName(specialties.name)),

  areas: (executor: Executor) =>
    executor.select({ id: areas.id, name: areas.name }).from(areas).orderBy(byName(areas.name)),

  states: (executor: Executor) =>
    executor.select({ id: states.id, name: states.name }).from(states).orderBy(byName(states.name)),

  citiesOfState: (executor: Executor, stateId: string) =>
    executor
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.stateId, stateId))
      .orderBy(byName(cities.name)),

  stateExists: async (executor: Executor, stateId: string) =>
    (await executor.select({ id: states.id }).from(states).where(eq(states.id, stateId))).length >
    0,

  fieldConfigurations: (executor: Executor) =>
    executor
      .select({
        fieldName: fieldConfigurations.fieldName,
        label: fieldConfigurations.label,
        isRequired: fieldConfigurations.isRequired,
        isPublicVisible: fieldConfigurations.isPublicVisible,
        isLoggedinVisible: fieldConfigurations.isLoggedinVisible,
      })
      .from(fieldConfigurations)
      .orderBy(asc(fieldConfigurations.id)),
};
