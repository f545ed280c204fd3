/*
 * The supervisor's views of her workers' records, kept until the server has them (docs/teams.md,
 * "On the supervisor's phone"): each screen she opens adds one, in her vault, marked online or
 * offline as the phone was then, and they are sent with reportSupervisorViews when online, each
 * audited once as it was made; a reload or a lost connection loses none.
 */

/** One view, as reportSupervisorViews takes it (SupervisorViewInput), with a local id to remove it once sent. */
export interface PendingView {
  id: string;
  workerId: number;
  clientUuid: string | null;
  /** Which screen: "worker" (her clients) or "client" (a client's plan and milestones). */
  screen: string;
  viewedAt: string;
  /** The phone was online when she opened it: audited as an online view (a view kept by an earlier build has none: offline). */
  online?: boolean;
}

/** At most this many views go in one request; the rest follow in the next. */
export const VIEWS_PER_REPORT = 200;

/** The views of one report, as the mutation takes them. */
export function reportOf(pending: readonly PendingView[]): { batch: PendingView[]; input: Omit<PendingView, "id">[] } {
  const batch = pending.slice(0, VIEWS_PER_REPORT);
  return { batch, input: batch.map(({ id: _id, online, ...view }) => ({ ...view, online: online ?? false })) };
}

/** What stays after a report took `sent`: views added meanwhile stay. */
export function withoutSent(pending: readonly PendingView[], sent: readonly PendingView[]): PendingView[] {
  const ids = new Set(sent.map((v) => v.id));
  return pending.filter((v) => !ids.has(v.id));
}
