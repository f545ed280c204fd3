import { UI_TEXTS_EN } from "@stepwise/domain";
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox.js";
import { RejectedEditNote, RejectedEdits } from "./RejectedEdits.js";
import { makeEditingPorts, makeSyncView } from "../test-support/factories.js";
import { useTestScreen } from "../test-support/render.js";
import { EditingProvider } from "./runtime-context.js";
import { Store } from "../platform/store.js";

const rejected: OutboxEntry = {
  clientMutationId: 4,
  appIdentifier: "default",
  user_id: null,
  uuid: "c1",
  table: "clients",
  op: "UPSERT",
  record: { uuid: "c1", clientname: "Ada" },
  baseDataversion: null,
  queuedAt: "2026-11-23T10:00:00.000Z",
  rejected: { reason: "record.age: expected number", at: "2026-11-23T10:00:01.000Z" },
};

/** The runtime as these components use it: its view, a name for a record, and discarding an edit. */
function runtimeWith(entries: OutboxEntry[]) {
  const view = new Store(makeSyncView({ waiting: new Map(entries.map((e) => [`${e.table}:${e.uuid}`, e])), rejected: entries }));
  const discarded: number[] = [];
  const runtime = makeEditingPorts({
    view,
    describe: (entry: OutboxEntry) => (entry.record as { clientname?: string } | null)?.clientname ?? entry.uuid,
    discardRejected: async (id: number) => {
      discarded.push(id);
      view.set({ rejected: [], waiting: new Map() });
    },
  });
  return { runtime, discarded };
}

describe("a rejected edit shown to the worker", () => {
  const screen = useTestScreen();

  it("says in the sync status and on the record that it could not be saved, with the reason, and discards it on request", async () => {
    const { runtime, discarded } = runtimeWith([rejected]);
    const host = screen.container;
    await screen.render(
      <EditingProvider ports={runtime}>
        <RejectedEdits />
        <RejectedEditNote table="clients" uuid="c1" />
      </EditingProvider>,
    );
    expect(UI_TEXTS_EN.EDIT_REJECTED).toBe("could not be saved: {reason}");
    expect(host.querySelector("[data-testid=rejected-edits]")?.textContent).toBe("Ada could not be saved: record.age: expected number Discard this edit");
    expect(host.querySelector("[data-testid=rejected-edit]")?.textContent).toBe("could not be saved: record.age: expected number Discard this edit");
    await act(async () => host.querySelector<HTMLButtonElement>("[data-testid=rejected-edit] button")!.click());
    expect(discarded).toEqual([4]);
    expect(host.querySelector("[data-testid=rejected-edits]")).toBeNull();
    expect(host.querySelector("[data-testid=rejected-edit]")).toBeNull();
  });
});
