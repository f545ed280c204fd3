import { createPubSub } from "@graphql-yoga/subscription";
import type { DatabaseHandle } from "../db/database.js";
import type { Logger } from "../logger.js";

/** PostgreSQL NOTIFY channel: every replica hears every replica's accepted writes. */
export const RECORDS_CHANGED_CHANNEL = "stepwise_records_changed";
export const RECORDS_CHANGED_TOPIC = "RECORDS_CHANGED";

export interface ChangedRecord {
  table: string;
  uuid: string;
  dataversion: number;
  ownerUserId: number | null;
  ownerInstallId: string | null;
  /** The owner's deployment: every user of it hears of records shared with it (chat). */
  application: string | null;
}

export interface RecordsChangedEvent {
  /** The install that made the change: a device ignores notices of its own. */
  appID: string | null;
  records: ChangedRecord[];
}

export function createChangePubSub() {
  return createPubSub<{ [RECORDS_CHANGED_TOPIC]: [RecordsChangedEvent] }>();
}

export type ChangePubSub = ReturnType<typeof createChangePubSub>;

/** Bridges the database's NOTIFY channel to this process's subscribers. */
export async function listenForChanges(database: DatabaseHandle, pubSub: ChangePubSub, logger: Logger) {
  return database.listen(RECORDS_CHANGED_CHANNEL, (payload) => {
    try {
      pubSub.publish(RECORDS_CHANGED_TOPIC, JSON.parse(payload) as RecordsChangedEvent);
    } catch (error) {
      logger.error({ err: error }, "dropped an unreadable change notice");
    }
  });
}

/** NOTIFY payloads are capped at 8000 bytes: a big batch is announced in chunks of this many records. */
export const NOTICE_CHUNK = 40;
