import pg from 'pg';

/** How long to wait before listening again after the connection was lost. */
export const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one serves other queries and forgets
 * its subscriptions). Notifications sent while that connection is down are lost, so
 * `onNotification` is also called when it goes and again once listening anew (tried every
 * second): a cache cleared on notifications keeps nothing that changed during an outage for
 * longer than the outage. Answers the function that stops listening.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotification: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    onNotification();
    retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    retry.unref();
  }

  async function reconnect() {
    try {
      await connect();
      onNotification();
    } catch {
      if (stopped) return;
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      retry.unref();
    }
  }

  async function connect() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification();
    });
    // A lost connection emits 'error' (when idle) and 'end'; without a listener 'error' would
    // end the process.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      // Not awaited: a connection that never opened may never report its end.
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
