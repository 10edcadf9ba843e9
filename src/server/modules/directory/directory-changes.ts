import type { FastifyInstance } from 'fastify';

/** Notified by migration 0006's triggers after every write to providers, their specialties or specialties. */
export const DIRECTORY_CHANGED_CHANNEL = 'directory_changed';

/**
 * Calls `onChange` after every committed change of the directory, where the database delivers
 * notifications to this process (the embedded PGlite, in the same process). Does nothing
 * elsewhere: on PostgreSQL the count rules with a time limit apply (docs/search.md "Counting").
 */
export async function followDirectoryChanges(
  app: FastifyInstance,
  onChange: () => void,
): Promise<void> {
  const { listen } = app.database;
  if (!listen) return;
  const stop = await listen(DIRECTORY_CHANGED_CHANNEL, onChange);
  app.addHook('onClose', async () => {
    // The database may be closed first; there is nothing left to stop then.
    await stop().catch(() => {});
  });
}
