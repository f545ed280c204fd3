import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, useTestServer } from "../test-support/test-server.js";
import { ANSWER_LIMITS } from "../request/answer-limits.js";

/** A GraphQL request over real HTTP, with the answer's status and its size on the wire. */
async function ask(baseUrl: string, headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as {
    data?: Record<string, Array<{ uuid: string; dataversion: number }> | null>;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    extensions?: { nextPages?: Record<string, string> };
  };
  return { status: response.status, bytes: text.length, body };
}

describe.each(databaseKinds)("list paging and the answer's cost limit over real HTTP on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  async function worker() {
    const { token } = await createWorker(server.baseUrl);
    const installId = randomUUID();
    const save = async (table: string, records: Array<Record<string, unknown> & { uuid: string }>) => {
      const payload = JSON.stringify(records.map((record) => ({ uuid: record.uuid, table, record })));
      expect((await postForm(`${server.baseUrl}/api/saveTables/${installId}`, { payload }, { token })).status).toBe(200);
    };
    return { save, headers: { authorization: `Bearer ${token}`, "x-app-install-id": installId } };
  }

  it("pages a list by cursor in dataversion order, names a bad first or after, and pages of 500 by default", async () => {
    const { save, headers } = await worker();
    const clients = Array.from({ length: ANSWER_LIMITS.maxPage + 2 }, (_, i) => ({ uuid: randomUUID(), clientname: `Client ${i}` }));
    for (let i = 0; i < clients.length; i += 500) await save("clients", clients.slice(i, i + 500));
    const query = "query($first: Int, $after: String) { clients(first: $first, after: $after) { uuid dataversion } }";
    const first = await ask(server.baseUrl, headers, query, { first: 3 });
    expect(first.body.data!.clients!.map((c) => c.uuid)).toEqual(clients.slice(0, 3).map((c) => c.uuid));
    expect(first.body.extensions?.nextPages).toEqual({ clients: String(first.body.data!.clients![2]!.dataversion) });
    const second = await ask(server.baseUrl, headers, query, { first: 3, after: first.body.extensions!.nextPages!.clients });
    expect(second.body.data!.clients!.map((c) => c.uuid)).toEqual(clients.slice(3, 6).map((c) => c.uuid));
    const whole = await ask(server.baseUrl, headers, query);
    expect(whole.body.data!.clients).toHaveLength(ANSWER_LIMITS.maxPage);
    const rest = await ask(server.baseUrl, headers, query, { after: whole.body.extensions!.nextPages!.clients });
    expect(rest.body.data!.clients!.map((c) => c.uuid)).toEqual(clients.slice(ANSWER_LIMITS.maxPage).map((c) => c.uuid));
    expect(rest.body.extensions?.nextPages).toBeUndefined();
    for (const [variables, field] of [
      [{ first: ANSWER_LIMITS.maxPage + 1 }, "first"],
      [{ first: 0 }, "first"],
      [{ after: "2 or 1=1" }, "after"],
    ] as const) {
      const refused = await ask(server.baseUrl, headers, query, variables);
      expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      expect(refused.body.errors![0]!.message).toMatch(new RegExp(`^${field} must`));
    }
  });

  it("refuses fifteen aliases of clientImages { image } before running them, and bounds them when each asks for a smaller page", async () => {
    const { save, headers } = await worker();
    const clientUuid = randomUUID();
    // Eight images of 3 MB: 24 MB stored, more than one page or one answer may hold.
    const image = `data:image/png;base64,${"A".repeat(3 * 1024 * 1024)}`;
    for (let i = 0; i < 8; i += 1) await save("client_images", [{ uuid: randomUUID(), client_uuid: clientUuid, image }]);
    const aliases = (page: string) => `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: clientImages${page} { uuid image }`).join(" ")} }`;

    const refused = await ask(server.baseUrl, headers, aliases(""));
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: { code: "GRAPHQL_VALIDATION_FAILED" } })]);
    expect(refused.body.errors![0]!.message).toContain(`up to ${15 * ANSWER_LIMITS.maxPage} records; at most ${ANSWER_LIMITS.maxRows}`);

    // 15 x 100 rows pass the count; the bytes stop them: each page ends within 8 MB (two images of
    // 3 MB), and past 16 MB of records in one request the list is refused by name, and with it the
    // request (the lists are not nullable), so the answer is a few hundred bytes.
    const bounded = await ask(server.baseUrl, headers, aliases("(first: 100)"));
    expect(bounded.body.data).toBeNull();
    expect(bounded.body.errors!.length).toBeGreaterThan(0);
    for (const error of bounded.body.errors!) expect(error).toMatchObject({ extensions: { code: "PAYLOAD_TOO_LARGE" } });
    expect(bounded.bytes).toBeLessThan(64 * 1024);

    // One list alone: its page ends within 8 MB, and the answer says where the next page starts.
    const one = await ask(server.baseUrl, headers, "{ clientImages(first: 100) { uuid dataversion image } }");
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.clientImages).toHaveLength(2);
    expect(one.body.extensions?.nextPages).toEqual({ clientImages: String(one.body.data!.clientImages![1]!.dataversion) });
  });
});
