import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema, print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../test-support/test-database.js";
import { graphql, startTestServer, type TestServer } from "../test-support/test-server.js";
import { keptReleases, operationName, releaseBreaks } from "./released-operations.fixture.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const RELEASED = path.join(ROOT, "schema/released");
const SDL = readFileSync(path.join(ROOT, "schema/schema.graphql"), "utf8");
const releases = keptReleases(RELEASED);

/**
 * docs/sync-and-api.md, "Released builds and their operations": every kept release's operations
 * against the schema the server emits (CI fails when schema/schema.graphql differs from it).
 */
describe("kept releases against the current schema", () => {
  it("keeps at least the two releases before the newest, each with its operations", () => {
    expect(releases.filter((r) => r.status === "supported").length).toBeGreaterThanOrEqual(3);
    for (const release of releases) expect(release.operations.length, release.name).toBeGreaterThan(20);
  });

  it.each(releases.filter((r) => r.status === "supported").map((r) => [r.name, r] as const))("%s: every operation is still answered", (_name, release) => {
    expect(releaseBreaks(buildSchema(SDL), release)).toEqual([]);
  });

  it.each(releases.filter((r) => r.status === "update-required").map((r) => [r.name, r] as const))(
    "%s: marked update-required, and the schema does refuse it (else it is supported again)",
    (_name, release) => {
      expect(release.reason).toBeTruthy();
      expect(releaseBreaks(buildSchema(SDL), release).length).toBeGreaterThan(0);
    },
  );

  it("finds a planted break: a field the released app asks for removed from the schema", () => {
    // changesSince is how every kept release catches up; renamed here, each release breaks on it.
    expect(SDL).toContain("\n  changesSince(");
    const planted = buildSchema(SDL.replace("\n  changesSince(", "\n  changesSinceRenamed("));
    for (const release of releases) {
      const breaks = releaseBreaks(planted, release);
      expect(breaks.map((b) => b.operation)).toContain("ChangesSince");
      expect(breaks.find((b) => b.operation === "ChangesSince")?.errors.join(" ")).toMatch(/Cannot query field "changesSince"/);
    }
  });

  it("finds a planted break: an argument's type narrowed", () => {
    const planted = buildSchema(SDL.replace(/changesSince\(cursor: String!/, "changesSince(cursor: Int!"));
    expect(SDL).toMatch(/changesSince\(cursor: String!/);
    const supported = releases.filter((r) => r.status === "supported");
    for (const release of supported) expect(releaseBreaks(planted, release).map((b) => b.operation)).toContain("ChangesSince");
  });
});

/** What the server answers an app build it no longer serves: APP_UPDATE_REQUIRED first, over real HTTP. */
describe("the server's answer to an update-required release", () => {
  const database = useTestDatabase("pglite");
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
  });
  afterAll(() => server.close());

  const refused = releases.flatMap((release) => releaseBreaks(buildSchema(SDL), release).map((b) => [release, b.operation] as const));

  it("every refused operation of a kept release, sent by an app install, answers APP_UPDATE_REQUIRED first", async () => {
    expect(refused.length).toBeGreaterThan(0);
    for (const [release, name] of refused) {
      const document = release.operations.find((d) => operationName(d) === name)!;
      const answer = await graphql(server.baseUrl, print(document), {}, { "X-App-Install-Id": "6f1c7a52-3b1e-4c1e-9d7a-0c2b8e5f4a10" });
      expect(answer.errors?.[0]?.extensions?.code, `${release.name} ${name}: ${JSON.stringify(answer.errors)}`).toBe("APP_UPDATE_REQUIRED");
      expect(answer.errors?.[0]?.message).toMatch(/update the app to keep syncing/);
      expect(answer.errors?.slice(1).every((e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED")).toBe(true);
    }
  });

  it("a query the app sends that only our own limits refuse (too many pages at once) is not an update", async () => {
    const pages = Array.from({ length: 5 }, (_, i) => `p${i}: downloadRecords { cursor }`).join(" ");
    const answer = await graphql(server.baseUrl, `{ ${pages} }`, {}, { "X-App-Install-Id": "6f1c7a52-3b1e-4c1e-9d7a-0c2b8e5f4a10" });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });

  it("a reporting tool's invalid query (no install) is answered with graphql-js's reasons only", async () => {
    const answer = await graphql(server.baseUrl, "query { changesSince(cursor: 1) { cursor } }");
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
  });
});
