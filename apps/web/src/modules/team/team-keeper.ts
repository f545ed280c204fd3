import type { ApolloClient } from "@apollo/client";
import { ReportSupervisorViewsDocument, SupervisedRecordsDocument, SupervisedWorkersDocument } from "../../generated/graphql.js";
import { Store } from "../../platform/store.js";
import { mergeDocuments, NO_TEAM, teamAfterRead, type HeldRecords, type HeldTeam, type HeldWorker } from "./team-records.js";
import type { TeamState } from "./team-state.js";
import { reportOf, withoutSent, type PendingView } from "./team-views.js";

/** A value kept sealed in her vault (vault/sealed-meta.ts gives one). */
export interface Sealed<T> {
  load(): Promise<T | undefined>;
  save(value: T): Promise<void>;
}

export interface TeamKeeperPorts {
  client: ApolloClient;
  /** Her team as last read, sealed in her vault. */
  team: Sealed<HeldTeam>;
  /** Her views not yet reported, sealed in her vault. */
  views: Sealed<PendingView[]>;
  /** Online, logged in online (not only unlocked), the page on screen and not ending. */
  mayAsk(): boolean;
  /** The phone is online (the sync's view): a view made so is audited as online. */
  online(): boolean;
  now?(): Date;
}

/** A worker's pages of records are read until done; this many at most in one read (a guard, never reached in use). */
const MAX_PAGES = 1000;

/**
 * Keeps a supervisor's team on her phone (docs/teams.md, "On the supervisor's phone"): reads her
 * workers and their records at each sync when online (each worker's records from her last cursor:
 * only what changed, tombstones included), keeps them sealed in her vault so the screens work offline
 * after a reload, and reports the views she made. One read at a time; a read asked for meanwhile
 * runs once after it.
 */
export class TeamKeeper {
  private reading: Promise<void> | null = null;
  private readAgain = false;
  /** Writes of the views queue, one after another. */
  private viewsChain: Promise<unknown> = Promise.resolve();

  /** Views sent now; a report asked for meanwhile runs once after it. */
  private reporting: Promise<void> | null = null;
  private reportAgain = false;

  constructor(
    private readonly ports: TeamKeeperPorts,
    readonly state: Store<TeamState> = new Store<TeamState>({ team: NO_TEAM, loaded: false, pendingViews: 0 }),
  ) {}

  /** What the vault holds, into the screens' state. */
  async load(): Promise<void> {
    const [team, views] = await Promise.all([this.ports.team.load(), this.ports.views.load()]);
    this.state.set({ team: team ?? NO_TEAM, loaded: true, pendingViews: views?.length ?? 0 });
  }

  /** Reads her team from the server and reports her views, when she may ask; failures wait for the next sync. */
  refresh(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = this.readOnce()
      .catch((error: unknown) => console.warn("her team is read again at the next sync", error))
      .finally(() => {
        this.reading = null;
        if (this.readAgain) {
          this.readAgain = false;
          void this.refresh();
        }
      });
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    if (!this.ports.mayAsk()) return;
    const { client } = this.ports;
    const answer = await client.query({ query: SupervisedWorkersDocument, fetchPolicy: "no-cache" });
    const workers: HeldWorker[] = answer.data?.supervisedWorkers.map(({ __typename: _, ...worker }) => worker) ?? [];
    const before = this.state.get().team;
    const records: Record<string, HeldRecords> = {};
    for (const worker of workers) {
      let held: HeldRecords = before.records[worker.userId] ?? { cursor: null, documents: {} };
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { data } = await client.query({
          query: SupervisedRecordsDocument,
          variables: { workerId: worker.userId, after: held.cursor },
          fetchPolicy: "no-cache",
        });
        if (!data) throw new Error(`supervisedRecords of worker ${worker.userId}: no answer`);
        const { documents, cursor, done } = data.supervisedRecords;
        held = { cursor, documents: mergeDocuments(held.documents, documents) };
        if (done) break;
      }
      records[worker.userId] = held;
    }
    const team = teamAfterRead(workers, records, (this.ports.now?.() ?? new Date()).toISOString());
    await this.ports.team.save(team);
    this.state.set({ team });
    await this.reportViews();
  }

  /** A screen she opened (docs/teams.md: every view is audited): kept first, sent when she may ask. */
  recordView(view: Omit<PendingView, "id" | "viewedAt" | "online">): Promise<void> {
    const viewedAt = (this.ports.now?.() ?? new Date()).toISOString();
    const online = this.ports.online();
    const added = this.changeViews((pending) => [...pending, { ...view, id: crypto.randomUUID(), viewedAt, online }]);
    return added.then(() => this.reportViews());
  }

  /** Sends the views kept, a report at a time, one sender at a time (a view is never reported twice by this page); a failure keeps them for the next sync. */
  reportViews(): Promise<void> {
    if (this.reporting) {
      this.reportAgain = true;
      return this.reporting;
    }
    this.reporting = this.sendViews().finally(() => {
      this.reporting = null;
      if (this.reportAgain) {
        this.reportAgain = false;
        void this.reportViews();
      }
    });
    return this.reporting;
  }

  private async sendViews(): Promise<void> {
    for (;;) {
      if (!this.ports.mayAsk()) return;
      const pending = (await this.ports.views.load()) ?? [];
      if (pending.length === 0) return;
      const { batch, input } = reportOf(pending);
      try {
        await this.ports.client.mutate({ mutation: ReportSupervisorViewsDocument, variables: { views: input } });
      } catch (error) {
        console.warn("her views are reported at the next sync", error);
        return;
      }
      await this.changeViews((now) => withoutSent(now, batch));
    }
  }

  private changeViews(change: (pending: PendingView[]) => PendingView[]): Promise<void> {
    const step = this.viewsChain.then(async () => {
      const next = change((await this.ports.views.load()) ?? []);
      await this.ports.views.save(next);
      this.state.set({ pendingViews: next.length });
    });
    this.viewsChain = step.catch(() => undefined);
    return step;
  }
}
