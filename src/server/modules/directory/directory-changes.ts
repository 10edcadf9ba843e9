import type { FastifyInstance } from 'fastify';

/** Notified by migration 0006's triggers after every write to providers, their specialties or specialties. */
export const DIRECTORY_CHANGED_CHANNEL = 'directory_changed';

/**
 * Calls `onChange` after every committed change of the directory, by whichever process: PGlite
 * delivers its notifications in this process; on PostgreSQL a connection of this process listens
 * (db/postgres-listener.ts), and `onChange` is also called when some may have been missed.
 */
export async function followDirectoryChanges(
  app: FastifyInstance,
  onChange: () => void,
): Promise<void> {
  const stop = await app.database.listen(DIRECTORY_CHANGED_CHANNEL, onChange);
  app.addHook('onClose', async () => {
    // The database may be closed first; there is nothing left to stop then.
    await stop().catch(() => {});
  });
}
