import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { verificationTokens, type VERIFICATION_PURPOSES } from '../../db/schema/auth.ts';

export type TokenPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const tokensRepository = {
  async create(
    executor: Executor,
    values: {
      id: string;
      userId: string;
      purpose: TokenPurpose;
      expiresAt: Date;
      newEmail?: string;
    },
  ): Promise<void> {
    await executor.insert(verificationTokens).values(values);
  },

  /** Locks the row, so two uses of one link at the same moment cannot both succeed. */
  async findForUpdate(executor: Executor, id: string) {
    const [row] = await executor
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.id, id))
      .for('update');
    return row;
  },

  async markUsed(executor: Executor, id: string): Promise<void> {
    await executor
      .update(verificationTokens)
      .set({ usedAt: sql`now()` })
      .where(eq(verificationTokens.id, id));
  },

  /**
   * Voids the user's unused links. After a password reset or change every pending link goes:
   * one requested from a stolen session (an e-mail change, say) must not outlive the new password.
   */
  async invalidateUnused(executor: Executor, userId: string): Promise<void> {
    await executor
      .update(verificationTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationTokens.userId, userId), isNull(verificationTokens.usedAt)));
  },
};
