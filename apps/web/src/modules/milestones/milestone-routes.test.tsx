import { UI_TEXTS_EN } from "@stepwise/domain";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { setTexts } from "../../i18n/t.js";
import { milestoneRoutes } from "./milestone-routes.js";

describe("the milestone screens while their code loads", () => {
  afterEach(() => setTexts("en", UI_TEXTS_EN));

  it("say they are loading in the language chosen after the app started, not in the English it started with", () => {
    // The routes are built when the app's code loads, before the deployment's translations are.
    setTexts("nl", { ...UI_TEXTS_EN, CHECKLISTS_LOADING: "De lijsten worden geladen…" });
    const intro = milestoneRoutes.find((route) => route.path === "milestonesintro")!;
    // Server rendering shows a suspended screen's fallback, as the browser does until the chunk is in.
    const shown = renderToString(intro.element);
    expect(shown).toContain('<p class="screen muted">');
    expect(shown).toContain("De lijsten worden geladen…");
    expect(shown).not.toContain(UI_TEXTS_EN.CHECKLISTS_LOADING);
  });
});
