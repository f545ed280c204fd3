import type { DatabaseHandle } from "../db/database.js";
import { createLogger } from "../logger.js";
import { createChangePubSub, listenForChanges, RECORDS_CHANGED_TOPIC, type RecordsChangedEvent } from "../sync/change-feed.js";

/** A replica's feed on the database: the events its subscribers would hear. `stops` ends it. */
export async function replicaOn(handle: DatabaseHandle, stops: (() => Promise<void>)[]) {
  const events: RecordsChangedEvent[] = [];
  const pubSub = createChangePubSub();
  const subscription = pubSub.subscribe(RECORDS_CHANGED_TOPIC)[Symbol.asyncIterator]();
  const heard = (async () => {
    for (;;) {
      const next = await subscription.next();
      if (next.done) return;
      events.push(next.value);
    }
  })();
  const stop = await listenForChanges(handle, pubSub, createLogger("silent"));
  stops.push(async () => {
    await stop();
    await subscription.return?.();
    await heard;
  });
  const announced = () => events.flatMap((e) => e.records.map((r) => r.uuid));
  return { events, announced };
}
