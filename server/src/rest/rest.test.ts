import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeClient, makeEntry } from "../test-support/factories.js";
import { databaseKinds, useTestDatabase } from "../test-support/test-database.js";
import { createWorker, postForm, useTestServer } from "../test-support/test-server.js";

describe.each(databaseKinds)("REST facade over HTTP on %s", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const api = (path: string) => `${server.baseUrl}/api${path}`;
  const countRows = async (table: "records" | "record_history", uuid: string) =>
    (await database.handle.db.selectFrom(table).select("uuid").where("uuid", "=", uuid).execute()).length;

  const loggedInWorker = () => createWorker(server.baseUrl);

  const save = (installId: string, entries: unknown, token?: string) =>
    postForm(api(`/saveTables/${installId}`), { payload: JSON.stringify(entries) }, { token });

  it("POST /api/login answers { status: 200, token, user }, and 401 for a wrong password", async () => {
    const worker = await loggedInWorker();
    const login = await postForm(api("/login"), { email: worker.email, password: worker.password });
    expect(login).toEqual({
      status: 200,
      body: { status: 200, token: expect.stringMatching(/^[\w-]{40,}$/), user: expect.objectContaining({ email: worker.email }) },
    });
    const wrong = await postForm(api("/login"), { email: worker.email, password: "nope" });
    expect(wrong).toEqual({ status: 401, body: { error: "wrong e-mail or password", reason: "WRONG_CREDENTIALS" } });
  });

  it("POST /api/saveTables answers { status: 200, dataversions: [{ table, dataversion, uuid }] }", async () => {
    const { token } = await loggedInWorker();
    const client = makeClient();
    const answer = await save(randomUUID(), [makeEntry(client)], token);
    expect(answer).toEqual({ status: 200, body: { status: 200, dataversions: [{ table: "clients", dataversion: expect.any(Number), uuid: client.uuid }] } });
  });

  it("answers the same dataversions for a retried identical batch and adds no history row", async () => {
    const { token } = await loggedInWorker();
    const install = randomUUID();
    const client = makeClient();
    const first = await save(install, [makeEntry(client)], token);
    const retry = await save(install, [makeEntry(client)], token);
    expect(retry.body).toEqual(first.body);
    expect(await countRows("record_history", client.uuid as string)).toBe(0);
  });

  it("raises the dataversion when the content changed", async () => {
    const { token } = await loggedInWorker();
    const install = randomUUID();
    const client = makeClient();
    const first = (await save(install, [makeEntry(client)], token)).body as { dataversions: Array<{ dataversion: number }> };
    const second = (await save(install, [makeEntry({ ...client, clientname: "New name" })], token)).body as typeof first;
    expect(second.dataversions[0]!.dataversion).toBeGreaterThan(first.dataversions[0]!.dataversion);
    expect(await countRows("record_history", client.uuid as string)).toBe(1);
  });

  it.each([
    ["payload not JSON", { payload: "[{not json" }, "payload: is not valid JSON"],
    ["payload field missing", {}, "payload: field is missing"],
    ["unknown table", { payload: JSON.stringify([{ uuid: "u1", table: "secrets", record: {} }]) }, 'payload[0].table: unknown table "secrets"'],
    ["record without uuid", { payload: JSON.stringify([{ table: "clients", record: { clientname: "x" } }]) }, "payload[0].uuid: is required"],
    [
      "record that is a list",
      { payload: JSON.stringify([{ uuid: "u1", table: "clients", record: [] }]) },
      "payload[0].record: expected an object of the record's fields",
    ],
    [
      "record that is text",
      { payload: JSON.stringify([{ uuid: "u1", table: "clients", record: "Chikondi" }]) },
      "payload[0].record: expected an object of the record's fields",
    ],
    [
      "a batch whose every record is bad",
      { payload: JSON.stringify([makeEntry(makeClient({ age: "thirty" })), makeEntry(makeClient({ age: "forty" }))]) },
      "payload[0].record.age",
    ],
  ])("answers 400 with { error } for %s and writes nothing", async (_case, fields, message) => {
    const { token } = await loggedInWorker();
    const before = await database.handle.db.selectFrom("records").select("uuid").execute();
    const answer = await postForm(api(`/saveTables/${randomUUID()}`), fields, { token });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(message);
    expect(await database.handle.db.selectFrom("records").select("uuid").execute()).toHaveLength(before.length);
  });

  it("answers 403 for another owner's record and leaves it unchanged", async () => {
    const owner = await loggedInWorker();
    const intruder = await loggedInWorker();
    const client = makeClient();
    await save(randomUUID(), [makeEntry(client)], owner.token);
    const answer = await save(randomUUID(), [makeEntry({ ...client, clientname: "Hijacked" })], intruder.token);
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toContain("belongs to another owner");
    const row = await database.handle.db
      .selectFrom("records")
      .select("content")
      .where("uuid", "=", client.uuid as string)
      .executeTakeFirst();
    expect(row?.content.clientname).toBe("Chikondi Banda");
  });

  it("answers 401 for a bearer token that is not valid", async () => {
    const answer = await save(randomUUID(), [makeEntry(makeClient())], "not-a-real-token");
    expect(answer.status).toBe(401);
    expect(answer.body).toHaveProperty("error");
  });

  it("lets an anonymous install save under its own id; its records are its own", async () => {
    const install = randomUUID();
    const client = makeClient();
    const answer = await save(install, [makeEntry(client)]);
    expect(answer.status).toBe(200);
    const other = await postForm(
      api("/requestMutatedRecords"),
      { mutatedRecords: JSON.stringify([{ table: "clients", uuid: client.uuid }]) },
      { installId: randomUUID(), multipart: true },
    );
    expect(other.body).toEqual([]);
  });

  it("POST /api/requestMutatedRecords (multipart) answers [{ table, uuid, recordcontent }] with the record as JSON text", async () => {
    const { token } = await loggedInWorker();
    const client = makeClient();
    await save(randomUUID(), [makeEntry(client)], token);
    const answer = await postForm(
      api("/requestMutatedRecords"),
      { mutatedRecords: JSON.stringify([{ table: "clients", uuid: client.uuid }]) },
      { token, multipart: true },
    );
    expect(answer.status).toBe(200);
    const [row] = answer.body as Array<{ table: string; uuid: string; recordcontent: string }>;
    expect(row).toMatchObject({ table: "clients", uuid: client.uuid });
    expect(JSON.parse(row!.recordcontent)).toMatchObject({
      uuid: client.uuid,
      clientname: "Chikondi Banda",
      synced: 1,
      saved: "T",
      dataversion: expect.any(Number),
    });
  });

  it("POST /api/saveRemovedrecords answers { status: 200 } and tombstones the record", async () => {
    const { token } = await loggedInWorker();
    const client = makeClient();
    await save(randomUUID(), [makeEntry(client)], token);
    const answer = await postForm(api("/saveRemovedrecords"), { removed_items: JSON.stringify([{ uuid: client.uuid, table: "clients" }]) }, { token });
    expect(answer).toEqual({ status: 200, body: { status: 200 } });
    expect(await countRows("records", client.uuid as string)).toBe(1);
    const row = await database.handle.db
      .selectFrom("records")
      .select("deleted_at")
      .where("uuid", "=", client.uuid as string)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeInstanceOf(Date);
  });

  it("POST /api/logging/registerAppInstall answers { status: 200 } and stores the install record", async () => {
    const install = {
      uuid: randomUUID(),
      platform: "web",
      useragent: "Chromium",
      app_specifics: { languageCode: "en", regionID: 2, applicationID: 1, countryID: 3 },
    };
    const answer = await postForm(api("/logging/registerAppInstall"), { formData: JSON.stringify(install) });
    expect(answer).toEqual({ status: 200, body: { status: 200 } });
    const row = await database.handle.db.selectFrom("app_installs").selectAll().where("uuid", "=", install.uuid).executeTakeFirst();
    expect(row).toMatchObject({ platform: "web", useragent: "Chromium", app_specifics: install.app_specifics });
    const bad = await postForm(api("/logging/registerAppInstall"), { formData: JSON.stringify({ platform: "web" }) });
    expect(bad).toEqual({ status: 400, body: { error: "formData.uuid: is required" } });
  });

  it("answers 413 with { error } for a body over the limit", async () => {
    const answer = await postForm(api(`/saveTables/${randomUUID()}`), { payload: "x".repeat(11 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toHaveProperty("error");
  });

  /** A urlencoded POST with its bytes and headers as given (fetch streams a ReadableStream body chunked, with no Content-Length). */
  const postRaw = async (path: string, body: BodyInit, headers: Record<string, string>) => {
    const response = await fetch(api(path), { method: "POST", headers, body, duplex: "half" } as RequestInit);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("answers 413 for a chunked body with no Content-Length once it passes the limit, and stores nothing", async () => {
    const { token } = await loggedInWorker();
    const client = makeClient();
    const chunk = new TextEncoder().encode("x".repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`payload=${encodeURIComponent(JSON.stringify([makeEntry(client)]))}&pad=`));
        else if (sent <= 11) controller.enqueue(chunk);
        else controller.close();
        sent += 1;
      },
    });
    const answer = await postRaw(`/saveTables/${randomUUID()}`, stream, { ...form, authorization: `Bearer ${token}` });
    expect(answer).toEqual({ status: 413, body: { error: "the body is too large" } });
    expect(await countRows("records", client.uuid as string)).toBe(0);
  });

  it("takes a gzip-compressed form, refuses a charset it cannot read with 415, and a field that is not UTF-8 with 400", async () => {
    const { token } = await loggedInWorker();
    const client = makeClient({ clientname: "Ŵezi Phiri" });
    const body = new URLSearchParams({ payload: JSON.stringify([makeEntry(client)]) }).toString();
    const gzipped = await postRaw(`/saveTables/${randomUUID()}`, gzipSync(body), { ...form, "content-encoding": "gzip", authorization: `Bearer ${token}` });
    expect(gzipped.status).toBe(200);
    expect(await countRows("records", client.uuid as string)).toBe(1);
    const other = makeClient();
    const payload = new URLSearchParams({ payload: JSON.stringify([makeEntry(other)]) }).toString();
    expect(
      await postRaw(`/saveTables/${randomUUID()}`, payload, { "content-type": `${form["content-type"]}; charset=koi8-r`, authorization: `Bearer ${token}` }),
    ).toEqual({
      status: 415,
      body: { error: expect.stringContaining("form: unsupported charset") },
    });
    expect(await postRaw(`/saveTables/${randomUUID()}`, `${payload}&note=%E9t%E9`, { ...form, authorization: `Bearer ${token}` })).toEqual({
      status: 400,
      body: { error: "note: is not UTF-8 text once percent-decoded" },
    });
    expect(await countRows("records", other.uuid as string)).toBe(0);
  });
});
