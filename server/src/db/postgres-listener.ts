import pg from "pg";

/** Where a connection that breaks in the background is reported (the server's logger). */
export type BackgroundErrorReporter = (error: Error, context: string) => void;

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/** The delay before reconnect attempt `attempt` (0-based): doubling from 100 ms, at most 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * LISTENs on a channel over its own connection and keeps doing so when PostgreSQL restarts or the
 * connection drops: the broken client is reported, dropped, and a new one listens again after a
 * backoff. One reconnect is under way at a time and only an established connection can break, so
 * there is never more than one LISTEN connection (docs/sync-and-api.md, "The server's feed: NOTIFY wakes, the database tells"). `onReconnect` is called each
 * time a new connection listens again, for the caller to read what it may have missed. Resolves
 * once the first LISTEN is in place; the returned function stops for good.
 */
export async function listenResiliently(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  reportError: BackgroundErrorReporter,
  onReconnect: () => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    // Until it listens, a client's failure is the attempt's (connect's rejection), not a broken connection.
    const early = (error: Error) => void error;
    client.on("error", early);
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.off("error", early);
    let broken = false;
    const onBroken = (error: Error) => {
      if (broken || stopped) return;
      broken = true;
      current = undefined;
      reportError(error, `LISTEN ${channel}: connection lost, reconnecting`);
      void client.end().catch(() => undefined);
      scheduleReconnect(0);
    };
    client.on("error", onBroken);
    client.on("end", () => onBroken(new Error("the connection ended")));
    return client;
  }

  function scheduleReconnect(attempt: number) {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().then(
        (client) => {
          if (stopped) return void client.end().catch(() => undefined);
          current = client;
          onReconnect();
        },
        (error: Error) => {
          reportError(error, `LISTEN ${channel}: reconnect attempt ${attempt + 1} failed`);
          scheduleReconnect(attempt + 1);
        },
      );
    }, reconnectDelay(attempt));
    retry.unref();
  }

  current = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
