import { sql } from 'drizzle-orm';
import { ADMIN_MASTER_ROLE_NAME } from '../../shared/constants/permissions.ts';
import type { Executor } from '../db/database.ts';
import { adminRoles } from '../db/schema/index.ts';

export const ADMIN_MASTER_DESCRIPTION = 'Acesso total ao painel administrativo';

/**
 * Finds or creates the 'Admin Master' role. It holds every permission by its name (SPEC §6), so
 * no admin_permissions rows are stored for it.
 */
export async function ensureAdminMasterRole(
  executor: Executor,
): Promise<{ id: number; created: boolean }> {
  const [existing] = await executor
    .select({ id: adminRoles.id })
    .from(adminRoles)
    .where(sql`lower(${adminRoles.name}) = lower(${ADMIN_MASTER_ROLE_NAME})`);
  if (existing) return { id: existing.id, created: false };
  const [inserted] = await executor
    .insert(adminRoles)
    .values({ name: ADMIN_MASTER_ROLE_NAME, description: ADMIN_MASTER_DESCRIPTION })
    .returning({ id: adminRoles.id });
  if (!inserted) throw new Error('Não foi possível criar o perfil Admin Master.');
  return { id: inserted.id, created: true };
}
