import type { FastifyBaseLogger } from 'fastify';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import {
  ADMIN_PROVIDER_MESSAGES as M,
  type AdminProviderDetails,
  type AdminProvidersQuery,
} from '../../../shared/schemas/admin-providers.ts';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin-table.ts';
import type { AdminProviderRow } from '../../../shared/schemas/admin-providers.ts';
import type { ProviderData } from '../../../shared/schemas/provider-form.ts';
import { FEATURED_MARKER } from '../../../shared/constants/providers.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, NotFoundError } from '../../http/errors.ts';
import { providerSummary, recordAudit } from '../audit/audit-log.ts';
import { adminProvidersRepository } from './admin-providers-repository.ts';
import { applyProviderEdit, providerWriteError } from './provider-edit.ts';
import { providersRepository } from './providers-repository.ts';

export async function listProviders(
  db: Database,
  query: AdminProvidersQuery,
): Promise<AdminPage<AdminProviderRow>> {
  const { rows, hasNextPage } = await adminProvidersRepository.page(db, query);
  return {
    items: rows.map((row) => ({ ...row, status: row.status as ProviderStatus })),
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    hasNextPage,
  };
}

/** SPEC §2 Admin providers details; 404 'Conveniado não encontrado' for an unknown id. */
export async function getProviderDetails(
  executor: Executor,
  id: number,
): Promise<AdminProviderDetails> {
  const row = await adminProvidersRepository.details(executor, id);
  if (!row) throw new NotFoundError(M.notFound);
  const { ads, ownerId, ownerName, ownerEmail, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    status: row.status as ProviderStatus,
    featured: ads === FEATURED_MARKER,
    owner: ownerId ? { id: ownerId, name: ownerName ?? '', email: ownerEmail ?? '' } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    specialties: await providersRepository.specialtiesOf(executor, id),
  };
}

/** What the If-Match header carries: the quoted version of GET .../:id (an ETag). */
export function versionFromIfMatch(header: string | undefined): string {
  const version = header
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  if (!version) throw new AppError(428, 'VERSION_REQUIRED', M.versionMissing);
  return version;
}

/**
 * PUT /api/admin/providers/:id (SPEC §2 edit form: the provider fields, no account). The row is
 * locked and its version compared with the one the form was loaded with: if someone saved in
 * between (another admin, or the provider on their own profile), nothing is written and the
 * admin is told to reload. Status, featured flag and owner are not fields of this form.
 */
export async function updateProvider(
  db: Database,
  actorUserId: string,
  id: number,
  version: string,
  data: ProviderData,
  log: FastifyBaseLogger,
): Promise<AdminProviderDetails> {
  try {
    return await db.transaction(async (tx) => {
      const row = await providersRepository.lockById(tx, id);
      if (!row) throw new NotFoundError(M.notFound);
      if (row.version !== version) throw new AppError(409, 'STALE_EDIT', M.staleEdit);
      await applyProviderEdit(tx, row, data, {
        actorUserId,
        action: 'provider.updated',
        summary: providerSummary('editou', data.companyName),
      });
      return getProviderDetails(tx, id);
    });
  } catch (error) {
    throw providerWriteError(
      error,
      {
        code: 'UPDATE_FAILED',
        prefix: 'Erro ao atualizar conveniado: ',
        logMessage: 'falha ao atualizar conveniado pelo painel',
      },
      log,
    );
  }
}

/**
 * DELETE /api/admin/providers/:id: the provider and its specialty links in one transaction,
 * audited. The account behind it stays (SPEC §7 deletes only these rows): its owner can still
 * sign in, and is told they have no provider profile.
 */
export async function deleteProvider(db: Database, actorUserId: string, id: number) {
  await db.transaction(async (tx) => {
    const row = await providersRepository.lockById(tx, id);
    if (!row) throw new NotFoundError(M.notFound);
    await adminProvidersRepository.delete(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'provider.deleted',
      entityType: 'provider',
      entityId: id,
      summary: providerSummary('excluiu', row.companyName),
      details: { status: row.status },
    });
  });
}
