import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, useState } from "react";
import { of } from "rxjs";
import { describe, expect, it } from "vitest";
import { createCache } from "../../platform/apollo.js";
import type { OutboxEntry } from "../../sync/outbox.js";
import { EditingProvider } from "../../sync/runtime-context.js";
import { Store } from "../../platform/store.js";
import type { SyncView } from "../../sync/sync-view.js";
import { makeEditingPorts, makeSyncView } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import type { ClientRow } from "../clients/waiting-clients.js";
import { addGoal, newRehabilitation, setDomainNotes, type RehabRecord } from "./rehab-record.js";
import { usePlan } from "./use-plan.js";

const client: ClientRow = {
  record: { uuid: `c-${crypto.randomUUID()}`, clientname: "Ada", clientFormFields: [{ uuid: "f1", answer: 79, flowelement: true, mandatory: false }] },
  dataversion: 3,
  waiting: false,
};

/**
 * A runtime whose outbox writes finish only when the test says so: the outbox (IndexedDB) is
 * asynchronous, and a second edit can come before the first one is handed back.
 */
function slowRuntime() {
  const view = new Store<SyncView>(makeSyncView());
  const queued: Array<{ record: RehabRecord; finish(): void }> = [];
  let id = 0;
  const queue = (table: string, uuid: string, op: "UPSERT", record: RehabRecord, baseDataversion: number | null) =>
    new Promise<void>((resolve) => {
      const entry: OutboxEntry = {
        clientMutationId: (id += 1),
        appIdentifier: "default",
        user_id: null,
        uuid,
        table,
        op,
        record: record,
        baseDataversion,
        queuedAt: "",
      };
      queued.push({
        record,
        finish: () => {
          view.set({ waiting: new Map([[`${table}:${uuid}`, entry]]) });
          resolve();
        },
      });
    });
  return { runtime: makeEditingPorts({ view, queue }), queued };
}

describe("editing a plan", () => {
  const screen = useTestScreen();

  it("builds each edit on the last one made, even before the outbox has handed it back", async () => {
    const apollo = new ApolloClient({ cache: createCache(), link: new ApolloLink(() => of({ data: { rehabilitations: [] } })) });
    const { runtime, queued } = slowRuntime();
    let change!: ReturnType<typeof usePlan>["change"];
    function Probe() {
      change = usePlan(client).change;
      return null;
    }
    await screen.render(
      <ApolloProvider client={apollo}>
        <EditingProvider ports={runtime}>
          <Probe />
        </EditingProvider>
      </ApolloProvider>,
    );
    // The plan is made on first access (docs/product.md §4) and comes back from the outbox.
    expect(queued).toHaveLength(1);
    await act(async () => queued[0]!.finish());

    // A text kept on leaving its field, then at once a click that adds a goal.
    act(() => {
      change((plan) => setDomainNotes(plan, "1.1", { abilities: "Sits without support" }));
      change((plan) => addGoal(plan, "1.1", "Stand at the table", new Date(2026, 10, 22)));
    });
    expect(queued).toHaveLength(3);
    const last = queued[2]!.record.domains!.find((d) => d.domain_id === "1.1")!;
    expect(last.abilities).toBe("Sits without support");
    expect(last.goals!.map((g) => g.goal)).toEqual(["Stand at the table"]);
    await act(async () => {
      queued[1]!.finish();
      queued[2]!.finish();
    });
  });
});

describe("a plan opened before the client's approach is chosen", () => {
  const screen = useTestScreen();

  it("takes the approach's domains once it is chosen, instead of staying empty", async () => {
    const apollo = new ApolloClient({ cache: createCache(), link: new ApolloLink(() => of({ data: { rehabilitations: [] } })) });
    const { runtime, queued } = slowRuntime();
    const undecided: ClientRow = {
      record: { uuid: `c-${crypto.randomUUID()}`, clientname: "Bo", clientFormFields: [{ uuid: "f1", answer: null, flowelement: true, mandatory: false }] },
      dataversion: 3,
      waiting: false,
    };
    let shown: ClientRow = undecided;
    let rerender!: () => void;
    function Probe() {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      usePlan(shown);
      return null;
    }
    await screen.render(
      <ApolloProvider client={apollo}>
        <EditingProvider ports={runtime}>
          <Probe />
        </EditingProvider>
      </ApolloProvider>,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.record.domains).toEqual([]);
    await act(async () => queued[0]!.finish());
    expect(queued).toHaveLength(1);

    // The worker chooses F-words (79) in the client's form: the plan takes its domains, once.
    shown = { ...undecided, record: { ...undecided.record, clientFormFields: [{ uuid: "f1", answer: 79, flowelement: true, mandatory: false }] } };
    act(() => rerender());
    expect(queued).toHaveLength(2);
    expect(queued[1]!.record.uuid).toBe(queued[0]!.record.uuid);
    expect(queued[1]!.record.domains!.map((d) => d.domain_id)).toEqual(newRehabilitation(shown.record).domains!.map((d) => d.domain_id));
    expect(queued[1]!.record.domains!.length).toBeGreaterThan(0);
    await act(async () => queued[1]!.finish());
    act(() => rerender());
    expect(queued).toHaveLength(2);
  });
});
