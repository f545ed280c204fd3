import type { z } from "zod";
import type { AuthUser } from "../auth/identity.js";

/** A table that travels through the sync engine: its name in queue entries and how a record is checked. */
export interface SyncedTable {
  /** The table's snake_case plural name (docs/product.md §3), as legacy queue entries name it. */
  name: string;
  /** Validates a record, fills the defaults of docs/product.md §3 and drops client-local flags. */
  schema: z.ZodType<Record<string, unknown>>;
  /** Fields only a device keeps (sync flags): answered as "synced" on the way out. */
  syncedFlags: Record<string, unknown>;
  /**
   * Who reads the records: their owner alone (the default), or every logged-in user of the
   * owner's deployment (chat). Either way only the owner writes or deletes a record.
   */
  readers?: "owner" | "deployment";
  /** Fields whose text may pass MAX_TEXT_LENGTH (text-check.ts): an image's data URL. */
  longTexts?: readonly string[];
  /** Fields the server sets from the writer's account, whatever a device sends (chat: the sender). */
  stamp?: (content: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
}

export class TableRegistry {
  private readonly byName: Map<string, SyncedTable>;

  constructor(tables: SyncedTable[]) {
    this.byName = new Map(tables.map((t) => [t.name, t]));
  }

  get(name: string): SyncedTable | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Tables every logged-in user of a deployment reads (and only logged-in users write). */
  sharedWithDeployment(): string[] {
    return [...this.byName.values()].filter((t) => t.readers === "deployment").map((t) => t.name);
  }
}
