import { describe, expect, it } from "vitest";
import { groupChanges, problemPlace } from "./change-groups.js";

describe("the content page's diff and problems", () => {
  it("groups a diff's changes by tab, settings first, each group sorted by where", () => {
    const changes = [
      { where: "translations/SAVE (ny)", change: "changed", before: "Sungani", after: "Sungani tsopano" },
      { where: "generic_clients/carer-client/notes · mandatory", change: "changed", before: "false", after: "true" },
      { where: "settings · app_title", change: "changed", before: "A", after: "B" },
      { where: "translations/CANCEL (ny)", change: "added", before: null, after: "Lekani" },
      { where: "articles/a1 (en)", change: "removed", before: "<p>x</p>", after: null },
      { where: "unknown-kind/x", change: "changed" },
    ];
    expect(groupChanges(changes).map((g) => [g.tab, g.changes.map((c) => c.where)])).toEqual([
      ["settings", ["settings · app_title"]],
      ["texts", ["translations/CANCEL (ny)", "translations/SAVE (ny)"]],
      ["client-form", ["generic_clients/carer-client/notes · mandatory"]],
      ["articles", ["articles/a1 (en)"]],
      ["other", ["unknown-kind/x"]],
    ]);
    expect(groupChanges([])).toEqual([]);
  });

  it("leads a problem to its tab and the text or field it names", () => {
    expect(problemPlace({ where: "translations/FIELD_VILLAGE (ny)", message: "empty" })).toEqual({ tab: "texts", focus: "FIELD_VILLAGE" });
    expect(problemPlace({ where: "forms/client/phone · label (ny)", message: "no text" })).toEqual({ tab: "client-form", focus: "phone" });
    expect(problemPlace({ where: "generic_clients/carer-client/notes · label (ny)", message: "no text" })).toEqual({ tab: "client-form", focus: "notes" });
    expect(problemPlace({ where: "settings · languages", message: "none" })).toEqual({ tab: "settings", focus: null });
    expect(problemPlace({ where: "milestones/by-age (ny)", message: "x" })).toEqual({ tab: "milestones", focus: null });
  });
});
