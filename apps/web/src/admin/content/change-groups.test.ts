import { describe, expect, it } from "vitest";
import { groupChanges, problemPlace } from "./change-groups.js";

describe("the content page's diff and problems", () => {
  it("groups a diff's changes by tab, settings first, each group sorted by where", () => {
    const changes = [
      { where: "Text SAVE (ny)", change: "changed", before: "Sungani", after: "Sungani tsopano" },
      { where: "Client form · notes · mandatory", change: "changed", before: "off", after: "on" },
      { where: "Settings · title", change: "changed", before: "A", after: "B" },
      { where: "Text CANCEL (ny)", change: "added", before: null, after: "Lekani" },
      { where: "Article a1 (en) · text", change: "removed", before: "<p>x</p>", after: null },
      { where: "Form articles MILESTONE", change: "changed" },
      { where: "Form client · page 1 · clientField notes", change: "removed" },
      { where: "Milestones by-age (ny)", change: "changed" },
      { where: "Health issues tree (en) · subject 1", change: "changed" },
      { where: "Something new", change: "changed" },
    ];
    expect(groupChanges(changes).map((g) => [g.tab, g.changes.map((c) => c.where)])).toEqual([
      ["settings", ["Settings · title"]],
      ["texts", ["Text CANCEL (ny)", "Text SAVE (ny)"]],
      ["client-form", ["Client form · notes · mandatory", "Form client · page 1 · clientField notes"]],
      ["articles", ["Article a1 (en) · text", "Form articles MILESTONE"]],
      ["milestones", ["Milestones by-age (ny)"]],
      ["health-tree", ["Health issues tree (en) · subject 1"]],
      ["other", ["Something new"]],
    ]);
    expect(groupChanges([])).toEqual([]);
  });

  it("leads a problem to its tab and the text or field it names", () => {
    expect(problemPlace({ where: "Text FIELD_VILLAGE (ny)", message: "empty" })).toEqual({ tab: "texts", focus: "FIELD_VILLAGE" });
    expect(problemPlace({ where: "Client form · phone · label (ny)", message: "no text" })).toEqual({ tab: "client-form", focus: "phone" });
    expect(problemPlace({ where: "Client form · school · choices", message: "none" })).toEqual({ tab: "client-form", focus: "school" });
    expect(problemPlace({ where: "Form client · page 1 · clientField x", message: "no field" })).toEqual({ tab: "client-form", focus: null });
    expect(problemPlace({ where: "Settings · languages", message: "none" })).toEqual({ tab: "settings", focus: null });
    expect(problemPlace({ where: "Milestones by-age (ny)", message: "x" })).toEqual({ tab: "milestones", focus: null });
  });
});
