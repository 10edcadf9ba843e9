import { eq, sql } from 'drizzle-orm';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import type { Executor } from '../../db/database.ts';
import { providers } from '../../db/schema/providers.ts';
import { users } from '../../db/schema/users.ts';

export const providerStatusRepository = {
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
