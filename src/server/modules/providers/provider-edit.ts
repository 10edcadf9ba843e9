import type { FastifyBaseLogger } from 'fastify';
import type { ProviderData } from '../../../shared/schemas/provider-form.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { checkProviderReferences, describeWriteError } from './provider-rules.ts';
import { providersRepository, type ProviderColumns } from './providers-repository.ts';

const FORM_NAMES: Record<string, string> = { stateId: 'state', cityId: 'city', areaId: 'area' };

/** The form's field names whose values differ: what the audit entry records (never values). */
export function changedFields(
  before: ProviderColumns,
  beforeSpecialties: { id: number; rqe: string | null }[],
  after: ProviderData,
): string[] {
  const changed = Object.entries(after)
    .filter(([key]) => key !== 'specialtyIds' && key !== 'rqes')
    .filter(([key, value]) => before[key as keyof ProviderColumns] !== value)
    .map(([key]) => FORM_NAMES[key] ?? key);
  const beforeIds = beforeSpecialties.map(({ id }) => id);
  const sameSpecialties =
    beforeIds.length === after.specialtyIds.length &&
    after.specialtyIds.every((id) => beforeIds.includes(id));
  if (!sameSpecialties) return [...changed, 'specialties'];
  const sameRqes = beforeSpecialties.every(({ id, rqe }) => (after.rqes[id] ?? null) === rqe);
  return sameRqes ? changed : [...changed, 'rqes'];
}

/**
 * Saves an edit of a locked provider row, by its owner or by an administrator: checks the city
 * and the CPF/CNPJ, writes only when something changed (fields, then the specialty links) and
 * audits the names of the changed fields. The caller's transaction makes it all or nothing.
 */
export async function applyProviderEdit(
  tx: Executor,
  row: ProviderColumns,
  data: ProviderData,
  audit: { actorUserId: string; action: string; summary: string },
): Promise<string[]> {
  await checkProviderReferences(tx, data, row.id);
  const before = await providersRepository.specialtiesOf(tx, row.id);
  const changed = changedFields(row, before, data);
  if (changed.length === 0) return changed;
  await providersRepository.update(tx, row.id, data);
  if (changed.includes('specialties') || changed.includes('rqes')) {
    await providersRepository.replaceSpecialties(tx, row.id, data.specialtyIds, data.rqes);
  }
  await recordAudit(tx, {
    ...audit,
    entityType: 'provider',
    entityId: row.id,
    details: { fields: changed },
  });
  return changed;
}

/**
 * A failed provider write as the person should read it (SPEC §8 prefixes such as 'Erro ao
 * atualizar perfil: '): a conflict (CPF/CNPJ or e-mail taken at the same moment) is a 409, a
 * reference removed meanwhile a 400, anything else a logged 500 with no detail.
 */
export function providerWriteError(
  error: unknown,
  failure: { code: string; prefix: string; logMessage: string },
  log: FastifyBaseLogger,
): AppError {
  if (error instanceof AppError) return error;
  const known = describeWriteError(error);
  if (known?.status === 409) return new AppError(409, 'CONFLICT', known.message, {}, known.field);
  if (known) {
    return new AppError(400, failure.code, failure.prefix + known.message, {}, known.field);
  }
  log.error({ err: error }, failure.logMessage);
  return new AppError(500, failure.code, `${failure.prefix}erro interno. Tente novamente.`);
}
