import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../test-support/test-database.js";
import { createWorker, postForm, useTestServer } from "../../test-support/test-server.js";

describe.each(databaseKinds)("POST /api/logging/logUsage over HTTP on %s (docs/product.md §3 app_usage)", (kind) => {
  const database = useTestDatabase(kind);
  const server = useTestServer(database);

  const logUsage = (formData: unknown, options: { token?: string; installId?: string } = {}) =>
    postForm(`${server.baseUrl}/api/logging/logUsage`, { formData: JSON.stringify(formData) }, options);
  const rows = () =>
    database.handle.db.selectFrom("app_usage").select(["app_id", "date", "screen", "visits", "user_id", "install_id"]).orderBy("screen").execute();

  it("answers { status: 200 } and keeps one row per screen with the install that sent it", async () => {
    const report = {
      app_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01",
      date: "2026-11-22",
      screens: [
        { screen: "/Home", visits: 3 },
        { screen: "/forms/clients", visits: 1 },
      ],
    };
    expect(await logUsage(report, { installId: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01" })).toEqual({ status: 200, body: { status: 200 } });
    expect(await rows()).toEqual([
      {
        app_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01",
        date: "2026-11-22",
        screen: "/Home",
        visits: 3,
        user_id: null,
        install_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01",
      },
      {
        app_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01",
        date: "2026-11-22",
        screen: "/forms/clients",
        visits: 1,
        user_id: null,
        install_id: "6f1b0a52-4c1e-4d7a-9a51-0c2f3e8d1a01",
      },
    ]);
  });

  it("records the logged-in user who sent it", async () => {
    const worker = await createWorker(server.baseUrl);
    expect((await logUsage({ date: "2026-11-23", screens: [{ screen: "/settings", visits: 2 }] }, { token: worker.token })).status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ app_id: null, screen: "/settings", visits: 2, user_id: expect.any(Number) });
  });

  it.each([
    ["no date", { screens: [{ screen: "/Home", visits: 1 }] }, "formData.date: is required"],
    ["a date that is no day", { date: "22-11-2026", screens: [{ screen: "/Home", visits: 1 }] }, "formData.date: must be a day as YYYY-MM-DD"],
    ["no screens", { date: "2026-11-22", screens: [] }, "formData.screens"],
    ["visits that are no whole number", { date: "2026-11-22", screens: [{ screen: "/Home", visits: 1.5 }] }, "formData.screens[0].visits"],
    ["zero visits", { date: "2026-11-22", screens: [{ screen: "/Home", visits: 0 }] }, "formData.screens[0].visits"],
  ])("answers 400 for %s and keeps nothing", async (_case, report, message) => {
    const answer = await logUsage(report);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(message);
    expect(await rows()).toEqual([]);
  });

  it("answers 400 when the formData field is missing", async () => {
    const answer = await postForm(`${server.baseUrl}/api/logging/logUsage`, {});
    expect(answer).toEqual({ status: 400, body: { error: "formData: field is missing" } });
  });
});
