import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import type { ProviderData } from '../../../shared/schemas/provider-form.ts';
import type { Executor } from '../../db/database.ts';
import { providerSpecialties, providers } from '../../db/schema/providers.ts';
import { cities, specialties, states } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

/** ProviderData (what the forms parse to) as the columns of `providers`. */
function columnsOf(data: ProviderData) {
  const { specialtyIds: _ids, rqes: _rqes, ...columns } = data;
  return columns;
}

const ownColumns = {
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
};

/**
 * The version an edit sends back (If-Match): updated_at in microseconds, as text. Computed by
 * the database, so no precision is lost on the way through JavaScript's milliseconds.
 */
export const providerVersion = sql<string>`(extract(epoch from ${providers.updatedAt}) * 1000000)::bigint::text`;

export const providersRepository = {
  /** SPEC §7 "Insert providers (status pending) returning id". */
  async insert(executor: Executor, userId: string, data: ProviderData): Promise<number> {
    const [row] = await executor
      .insert(providers)
      .values({ ...columnsOf(data), userId, status: 'pending' })
      .returning({ id: providers.id });
    if (!row) throw new Error('insert into providers returned no row');
    return row.id;
  },

  /** SPEC §7 "Self-profile: select by user_id, at most one" (user_id is unique). */
  async findByUserId(executor: Executor, userId: string) {
    const [row] = await executor
      .select(ownColumns)
      .from(providers)
      .where(eq(providers.userId, userId));
    return row;
  },

  /** The row locked for the rest of the transaction, so two saves cannot interleave. */
  async lockByUserId(executor: Executor, userId: string) {
    const [row] = await executor
      .select(ownColumns)
      .from(providers)
      .where(eq(providers.userId, userId))
      .for('update');
    return row;
  },

  async exists(executor: Executor, id: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, id));
    return row !== undefined;
  },

  /** An administrator's edit: the row by id, locked, with the version the edit must match. */
  async lockById(executor: Executor, id: number) {
    const [row] = await executor
      .select({ ...ownColumns, userId: providers.userId, version: providerVersion })
      .from(providers)
      .where(eq(providers.id, id))
      .for('update');
    return row;
  },

  async update(executor: Executor, id: number, data: ProviderData): Promise<void> {
    await executor
      .update(providers)
      .set({ ...columnsOf(data), updatedAt: sql`now()` })
      .where(eq(providers.id, id));
  },

  async cpfCnpjTaken(executor: Executor, cpfCnpj: string, exceptId?: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: providers.id })
      .from(providers)
      .where(
        exceptId === undefined
          ? eq(providers.cpfCnpj, cpfCnpj)
          : and(eq(providers.cpfCnpj, cpfCnpj), ne(providers.id, exceptId)),
      );
    return row !== undefined;
  },

  /** The city with its state's name, when the city belongs to that state. */
  async cityOfState(executor: Executor, cityId: number, stateId: string) {
    const [row] = await executor
      .select({ cityName: cities.name, stateId: states.id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)));
    return row;
  },

  /** The provider's specialties, each with its RQE (decision 032; null when none). */
  async specialtiesOf(executor: Executor, providerId: number) {
    return executor
      .select({ id: specialties.id, name: specialties.name, rqe: providerSpecialties.rqe })
      .from(providerSpecialties)
      .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialtyId))
      .where(eq(providerSpecialties.providerId, providerId))
      .orderBy(asc(specialties.name));
  },

  /** Writes the links of a new provider; the ids arrive deduplicated from the shared schema. */
  async insertSpecialties(
    executor: Executor,
    providerId: number,
    ids: number[],
    rqes: Record<string, string> = {},
  ): Promise<void> {
    if (ids.length === 0) return;
    await executor
      .insert(providerSpecialties)
      .values(
        ids.map((specialtyId) => ({ providerId, specialtyId, rqe: rqes[specialtyId] ?? null })),
      );
  },

  /**
   * SPEC §7 replaces the links by delete + insert with a backup to restore; here the caller's
   * transaction is the backup: if the insert fails, the delete is rolled back with it.
   */
  async replaceSpecialties(
    executor: Executor,
    providerId: number,
    ids: number[],
    rqes: Record<string, string> = {},
  ): Promise<void> {
    await executor
      .delete(providerSpecialties)
      .where(eq(providerSpecialties.providerId, providerId));
    await providersRepository.insertSpecialties(executor, providerId, ids, rqes);
  },

  /** The provider and the person behind it (to e-mail them), locked for the transaction. */
  async lockWithOwner(executor: Executor, id: number) {
    const [row] = await executor
      .select({
        id: providers.id,
        companyName: providers.companyName,
        status: providers.status,
        rejectionReason: providers.rejectionReason,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(providers)
      .leftJoin(users, eq(users.id, providers.userId))
      .where(eq(providers.id, id))
      .for('update', { of: providers });
    return row;
  },

  /** SPEC §7 "update status by id"; the reason only stays with 'reprovado'. */
  async setStatus(
    executor: Executor,
    id: number,
    status: ProviderStatus,
    rejectionReason: string | null,
  ): Promise<void> {
    await executor
      .update(providers)
      .set({ status, rejectionReason, updatedAt: sql`now()` })
      .where(eq(providers.id, id));
  },
};

/** A provider's own columns, as its profile and the edit forms read them. */
export type ProviderColumns = NonNullable<
  Awaited<ReturnType<typeof providersRepository.findByUserId>>
>;
