import { describe, expect, it } from "vitest";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import { draftProblems } from "./draft-checks.js";
import { seedContent } from "./seed-content.js";

describe("draftProblems", () => {
  it("finds nothing wrong in any seed deployment", () => {
    for (const deployment of SEED_DEPLOYMENTS) expect(draftProblems(seedContent(deployment.app_identifier))).toEqual([]);
  });
});
