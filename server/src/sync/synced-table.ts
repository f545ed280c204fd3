import type { EntityManifest } from "@stepwise/domain/entities";

/**
 * A table that travels through the sync engine: its manifest (packages/domain, docs/adding-an-entity.md),
 * read as it is: its name in queue entries (`table`), how a record is checked, who reads it.
 */
export type SyncedTable = EntityManifest;

export class TableRegistry {
  private readonly byName: Map<string, SyncedTable>;

  constructor(tables: readonly SyncedTable[]) {
    this.byName = new Map(tables.map((t) => [t.table, t]));
  }

  get(name: string): SyncedTable | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Tables every logged-in user of a deployment reads (and only logged-in users write). */
  sharedWithDeployment(): string[] {
    return [...this.byName.values()].filter((t) => t.readers === "deployment").map((t) => t.table);
  }
}
