import pg from 'pg';

/** How long to wait before listening again after the connection was lost. */
export const RELISTEN_DELAY_MS = 1_000;
/** How often the listening connection is checked; a check unanswered within the timeout loses it. */
export const HEARTBEAT_MS = 30_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;

export type ListenOptions = { heartbeatMs?: number };

/**
 * LISTEN on `channel` over a connection of its own (a pooled one serves other queries and forgets
 * its subscriptions). Notifications sent while that connection is down are lost, so
 * `onNotification` is also called when it goes and again once listening anew (tried every
 * second): a cache cleared on notifications keeps nothing that changed during an outage for
 * longer than the outage. A connection that dies silently (a moved address, a dropped NAT entry:
 * no error, no end) is caught by TCP keep-alive and a `SELECT 1` every 30 s. Answers the function
 * that stops listening.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotification: () => void,
  { heartbeatMs = HEARTBEAT_MS }: ListenOptions = {},
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => {});
    if (stopped) return;
    onNotification();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      connecting = connect().then(
        () => {
          if (!stopped) onNotification();
        },
        () => {
          if (!stopped) scheduleReconnect();
        },
      );
    }, RELISTEN_DELAY_MS);
    retry.unref();
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
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

  const heartbeat = setInterval(() => {
    const client = current;
    client?.query('SELECT 1').catch(() => lost(client));
  }, heartbeatMs);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    // A reconnection under way ends its own client once it sees `stopped`.
    await connecting?.catch(() => {});
    const client = current;
    current = undefined;
    await client?.end();
  };
}
