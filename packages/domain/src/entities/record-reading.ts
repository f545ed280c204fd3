import { ageInMonths } from "../client.js";
import { lacksRequiredConsent } from "../consent.js";

/**
 * How a stored record of each synced table is read (docs/sync-and-api.md, "Records as documents"):
 * the device-only sync flags answered as "synced", and the values computed when it is read. Zod-free,
 * so the web app reads records the way the server answers them (recordOfDocument) without bundling
 * the manifests; each manifest takes its table's entry from here, so one definition serves both
 * (record-reading.test.ts checks every manifest does).
 */
export interface RecordReading {
  /** Fields only a device keeps (the manifest's syncedFlags). */
  syncedFlags: Record<string, unknown>;
  /** Values computed when the record is read; `now` is the reader's time (a child's age today). */
  computed?: (record: Record<string, unknown>, now?: Date) => Record<string, unknown>;
}

export const RECORD_READING: Readonly<Record<string, RecordReading>> = {
  clients: {
    syncedFlags: { synced: 1, saved: "T" },
    computed: (record) => ({ lacksRequiredConsent: lacksRequiredConsent(record) }),
  },
  client_images: { syncedFlags: { synced: 1 } },
  client_elements: { syncedFlags: {} },
  rehabilitations: { syncedFlags: { synced: 1 } },
  milestones: { syncedFlags: { synced: 1 } },
  my_children: {
    syncedFlags: {},
    computed: (record, now = new Date()) => ({ ageInMonths: ageInMonths(record.birthdate, now) }),
  },
  client_milestones: { syncedFlags: { synced: 1 } },
  hiapp_client_forms: { syncedFlags: {} },
  cycle_descriptions: { syncedFlags: { saved: "T" } },
  cycle_actions: { syncedFlags: { saved: "T" } },
  favorites: { syncedFlags: {} },
  chat_messages: { syncedFlags: {} },
};

/** A table's reading; throws for a table that has none (a manifest added without its entry here). */
export function readingOf(table: string): RecordReading {
  const reading = RECORD_READING[table];
  if (!reading) throw new Error(`${table}: no RECORD_READING entry (packages/domain/src/entities/record-reading.ts)`);
  return reading;
}
