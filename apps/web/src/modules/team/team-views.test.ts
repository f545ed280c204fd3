import { describe, expect, it } from "vitest";
import { reportOf, VIEWS_PER_REPORT, withoutSent, type PendingView } from "./team-views.js";

const view = (n: number): PendingView => ({
  id: `v${n}`,
  workerId: 7,
  clientUuid: n % 2 ? `c${n}` : null,
  screen: "client",
  viewedAt: `2026-12-06T09:00:0${n % 10}.000Z`,
  // Every third made online; one in five kept by an earlier build, without the mark.
  ...(n % 5 === 4 ? {} : { online: n % 3 === 0 }),
});

describe("a supervisor's views waiting to be reported (docs/teams.md)", () => {
  it("reports at most a report's worth, without the local ids, and keeps the views added while it was sent", () => {
    const pending = Array.from({ length: VIEWS_PER_REPORT + 3 }, (_, i) => view(i));
    const { batch, input } = reportOf(pending);
    expect(batch).toHaveLength(VIEWS_PER_REPORT);
    expect(input[1]).toEqual({ workerId: 7, clientUuid: "c1", screen: "client", viewedAt: "2026-12-06T09:00:01.000Z", online: false });
    expect(input[3]).toEqual({ workerId: 7, clientUuid: "c3", screen: "client", viewedAt: "2026-12-06T09:00:03.000Z", online: true });
    // A view kept without the mark is reported as offline, as the server took every view before.
    expect(input[4]).toEqual({ workerId: 7, clientUuid: null, screen: "client", viewedAt: "2026-12-06T09:00:04.000Z", online: false });
    const later = view(999);
    expect(withoutSent([...pending, later], batch).map((v) => v.id)).toEqual([
      `v${VIEWS_PER_REPORT}`,
      `v${VIEWS_PER_REPORT + 1}`,
      `v${VIEWS_PER_REPORT + 2}`,
      "v999",
    ]);
  });
});
