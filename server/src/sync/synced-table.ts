import type { z } from "zod";

/** A table that travels through the sync engine: its name in queue entries and how a record is checked. */
export interface SyncedTable {
  /** snake_case plural name of spec section 3, as legacy queue entries name it. */
  name: string;
  /** Validates a record, fills the spec's defaults and drops client-local flags. */
  schema: z.ZodType<Record<string, unknown>>;
  /** Fields only a device keeps (sync flags): answered as "synced" on the way out. */
  syncedFlags: Record<string, unknown>;
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
}
