import type { FastifyBaseLogger } from 'fastify';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import type { ProviderData } from '../../../shared/schemas/provider-form.ts';
import {
  NO_PROVIDER_PROFILE_MESSAGE,
  type OwnProvider,
} from '../../../shared/schemas/provider-profile.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { applyProviderEdit, providerWriteError } from './provider-edit.ts';
import { providersRepository, type ProviderColumns } from './providers-repository.ts';

export const PROFILE_UPDATED = 'Perfil atualizado com sucesso!';
const UPDATE_FAILED = 'Erro ao atualizar perfil: ';

/** A signed-in provider account without a provider record (SPEC §2: sent to / with this text). */
export class NoProviderProfileError extends AppError {
  constructor() {
    super(404, 'NO_PROVIDER_PROFILE', NO_PROVIDER_PROFILE_MESSAGE);
  }
}

type Row = ProviderColumns;

async function toOwnProvider(executor: Executor, row: Row): Promise<OwnProvider> {
  return {
    ...row,
    status: row.status as ProviderStatus,
    specialties: await providersRepository.specialtiesOf(executor, row.id),
  };
}

/** The id of the signed-in person's provider record (the /api/me/provider/* routes). */
export async function ownProviderId(db: Database, userId: string): Promise<number> {
  const row = await providersRepository.findByUserId(db, userId);
  if (!row) throw new NoProviderProfileError();
  return row.id;
}

/** SPEC §6: a provider uses the self-profile only for their own record, found by the session. */
export async function getOwnProvider(db: Database, userId: string): Promise<OwnProvider> {
  const row = await providersRepository.findByUserId(db, userId);
  if (!row) throw new NoProviderProfileError();
  return toOwnProvider(db, row);
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
      await applyProviderEdit(tx, row, data, {
        actorUserId: userId,
        action: 'provider.profile_updated',
        summary: `atualizou o perfil do conveniado "${data.companyName}"`,
      });
      const updated = await providersRepository.findByUserId(tx, userId);
      return toOwnProvider(tx, updated ?? row);
    });
  } catch (error) {
    throw providerWriteError(
      error,
      {
        code: 'UPDATE_FAILED',
        prefix: UPDATE_FAILED,
        logMessage: 'falha ao atualizar o perfil de conveniado',
      },
      log,
    );
  }
}
