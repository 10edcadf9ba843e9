import type { FastifyBaseLogger } from 'fastify';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import type { ProviderData } from '../../../shared/schemas/provider-form.ts';
import {
  NO_PROVIDER_PROFILE_MESSAGE,
  type OwnProvider,
} from '../../../shared/schemas/provider-profile.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { checkProviderReferences, describeWriteError } from './provider-rules.ts';
import { providersRepository } from './providers-repository.ts';

export const PROFILE_UPDATED = 'Perfil atualizado com sucesso!';
const UPDATE_FAILED = 'Erro ao atualizar perfil: ';

/** A signed-in provider account without a provider record (SPEC §2: sent to / with this text). */
export class NoProviderProfileError extends AppError {
  constructor() {
    super(404, 'NO_PROVIDER_PROFILE', NO_PROVIDER_PROFILE_MESSAGE);
  }
}

type Row = NonNullable<Awaited<ReturnType<typeof providersRepository.findByUserId>>>;

async function toOwnProvider(executor: Executor, row: Row): Promise<OwnProvider> {
  return {
    ...row,
    status: row.status as ProviderStatus,
    specialties: await providersRepository.specialtiesOf(executor, row.id),
  };
}

/** SPEC §6: a provider uses the self-profile only for their own record, found by the session. */
export async function getOwnProvider(db: Database, userId: string): Promise<OwnProvider> {
  const row = await providersRepository.findByUserId(db, userId);
  if (!row) throw new NoProviderProfileError();
  return toOwnProvider(db, row);
}

/** The form's field names whose values differ: what the audit entry records (never values). */
function changedFields(before: Row, beforeSpecialties: number[], after: ProviderData): string[] {
  const renamed: Record<string, string> = { stateId: 'state', cityId: 'city', areaId: 'area' };
  const changed = Object.entries(after)
    .filter(([key]) => key !== 'specialtyIds')
    .filter(([key, value]) => before[key as keyof Row] !== value)
    .map(([key]) => renamed[key] ?? key);
  const sameSpecialties =
    beforeSpecialties.length === after.specialtyIds.length &&
    after.specialtyIds.every((id) => beforeSpecialties.includes(id));
  return sameSpecialties ? changed : [...changed, 'specialties'];
}

/**
 * PUT /api/me/provider. One transaction: the row is locked, the fields and the specialty links
 * are replaced and the audit entry written, so a failed link insert leaves the old set (and the
 * old fields) in place. Status, ads, user_id and rejection_reason are not in ProviderData.
 */
export async function updateOwnProvider(
  db: Database,
  userId: string,
  data: ProviderData,
  log: FastifyBaseLogger,
): Promise<OwnProvider> {
  try {
    return await db.transaction(async (tx) => {
      const row = await providersRepository.lockByUserId(tx, userId);
      if (!row) throw new NoProviderProfileError();
      await checkProviderReferences(tx, data, row.id);
      const before = (await providersRepository.specialtiesOf(tx, row.id)).map(({ id }) => id);
      const changed = changedFields(row, before, data);
      if (changed.length > 0) {
        await providersRepository.update(tx, row.id, data);
        if (changed.includes('specialties')) {
          await providersRepository.replaceSpecialties(tx, row.id, data.specialtyIds);
        }
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'provider.profile_updated',
          entityType: 'provider',
          entityId: row.id,
          details: { fields: changed },
        });
      }
      const updated = await providersRepository.findByUserId(tx, userId);
      return toOwnProvider(tx, updated ?? row);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const known = describeWriteError(error);
    if (known?.status === 409) throw new AppError(409, 'CONFLICT', known.message, {}, known.field);
    if (known) {
      throw new AppError(400, 'UPDATE_FAILED', UPDATE_FAILED + known.message, {}, known.field);
    }
    log.error({ err: error }, 'falha ao atualizar o perfil de conveniado');
    throw new AppError(500, 'UPDATE_FAILED', `${UPDATE_FAILED}erro interno. Tente novamente.`);
  }
}
