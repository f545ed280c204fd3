import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIXTURE_AS_OF, insertFixture } from "../modules/reporting/reporting.fixture.js";
import { seedDeploymentsIfEmpty } from "../modules/content/seed.js";
import { useTestDatabase } from "../test-support/test-database.js";
import { graphql, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from "../test-support/test-server.js";

const run = promisify(execFile);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DOC = readFileSync(path.join(SERVER_DIR, "../docs/REPORTING.md"), "utf8");

/** The fenced block of docs/REPORTING.md in this language that holds `marker`: exactly the code the page shows. */
function example(language: string, marker: string): string {
  const blocks = [...DOC.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!);
  const found = blocks.filter((block) => block.includes(marker));
  if (found.length !== 1) throw new Error(`docs/REPORTING.md holds ${found.length} ${language} blocks with ${marker}, not one`);
  return found[0]!;
}

/**
 * docs/REPORTING.md, "Clients": the urql, graphql-request and curl examples, read from the page and
 * run as they are written (Node from the server's folder, where the packages are installed; curl
 * by sh) against the real server, through a proxy that notes each request's method. The door
 * asks nothing of the database: PGlite only.
 */
describe("the reporting doc's client examples, run as written", () => {
  const database = useTestDatabase("pglite");
  let server: TestServer;
  let proxy: http.Server;
  let proxyUrl = "";
  let methods: string[] = [];
  let env: NodeJS.ProcessEnv = {};
  let expected: unknown;
  beforeAll(async () => {
    server = await startTestServer(database.handle);
    const upstream = new URL(server.baseUrl);
    proxy = http.createServer((req, res) => {
      methods.push(req.method ?? "");
      const forwarded = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await server.close();
  });
  beforeEach(async () => {
    await seedDeploymentsIfEmpty(database.handle.db);
    await insertFixture(database.handle.db);
    const made = await graphql<{ createReportingToken: { token: string } }>(
      server.baseUrl,
      'mutation { createReportingToken(input: { application: "MALA", label: "client examples", identifiable: false }) { token } }',
      {},
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    const token = made.data!.createReportingToken.token;
    env = { ...process.env, GRAPHQL_URL: proxyUrl, REPORTING_TOKEN: token };
    const answer = await graphql<{ reportClientsByStatus: unknown[] }>(
      server.baseUrl,
      "{ reportClientsByStatus { status region age_band clients } }",
      {},
      { authorization: `Bearer ${token}` },
    );
    expected = answer.data!.reportClientsByStatus;
    // The fixture's live clients of MALA, as of FIXTURE_AS_OF: the examples have rows to print.
    expect(answer.data!.reportClientsByStatus.length, `clients by status on ${FIXTURE_AS_OF}`).toBeGreaterThan(0);
    methods = [];
  });
  const node = async (code: string) =>
    JSON.parse((await run(process.execPath, ["--input-type=module", "-e", code], { cwd: SERVER_DIR, env })).stdout) as unknown;

  it("urql (@urql/core) reads the report by GET", async () => {
    expect(await node(example("js", '"@urql/core"'))).toEqual(expected);
    expect(methods).toEqual(["GET"]);
  });

  it("graphql-request reads the report by GET", async () => {
    expect(await node(example("js", '"graphql-request"'))).toEqual(expected);
    expect(methods).toEqual(["GET"]);
  });

  it("curl reads the report by POST", async () => {
    const { stdout } = await run("sh", ["-c", example("sh", "reportClientsByStatus")], { env });
    expect(JSON.parse(stdout)).toEqual({ data: { reportClientsByStatus: expected } });
    expect(methods).toEqual(["POST"]);
  });
});
