import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_SYNC_BATCH } from "@stepwise/domain";
import { admin, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";

/** docs/operator-console.md: a device's attention and the sync health the console shows. */
describe.each(databaseKinds)("the operator console's devices on %s", (kind) => {
  const { gql, operator, syncedPhone } = useOperatorConsoleServer(kind);

  it("shows a device whose sync failed as failing, with the server's reason, until a good sync follows", async () => {
    const phone = await syncedPhone("default");
    const uuid = randomUUID();
    const tooMany = Array.from({ length: MAX_SYNC_BATCH + 1 }, (_, i) => ({
      clientMutationId: i + 2,
      table: "clients",
      uuid,
      client: { uuid, clientname: "Grace" },
    }));
    const failed = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: phone.install.id, entries: tooMany } },
      phone.headers,
    );
    expect(failed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const DEVICE = "query($f: DeviceFilter) { devices(filter: $f) { attention { kind reason } } }";
    const shown = await gql<{ devices: Array<{ attention: { kind: string; reason: string } | null }> }>(
      DEVICE,
      { f: { workerId: phone.worker.user.id } },
      admin,
    );
    expect(shown.data!.devices).toEqual([
      { attention: { kind: "SYNC_FAILING", reason: `BAD_USER_INPUT: input.entries: ${MAX_SYNC_BATCH + 1} entries, at most ${MAX_SYNC_BATCH} per batch` } },
    ]);
    const again = await gql(
      "mutation($input: SyncBatchInput!) { sync(input: $input) { results { status } } }",
      { input: { appInstallId: phone.install.id, entries: [tooMany[0]] } },
      phone.headers,
    );
    expect(again.errors).toBeUndefined();
    const recovered = await gql<{ devices: Array<{ attention: unknown }> }>(DEVICE, { f: { workerId: phone.worker.user.id } }, admin);
    expect(recovered.data!.devices).toEqual([{ attention: null }]);
  });

  it("answers sync health per day and per install for a deployment the operator may see", async () => {
    const hiapp = await operator("HIAPP");
    const phone = await syncedPhone("HIAPP");
    const QUERY =
      "query($a: String, $d: Int) { syncHealth(application: $a, days: $d) { application days { day devices edits failing } installs { installId mutations } } }";
    type Health = {
      syncHealth: {
        application: string;
        days: Array<{ day: string; devices: number; edits: number; failing: number }>;
        installs: Array<{ installId: string; mutations: number }>;
      };
    };
    const health = await gql<Health>(QUERY, { d: 3 }, bearer(hiapp.token));
    expect(health.errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    expect(health.data!.syncHealth.application).toBe("HIAPP");
    expect(health.data!.syncHealth.days.map((d) => d.day)).toHaveLength(3);
    expect(health.data!.syncHealth.days.at(-1)!.day).toBe(today);
    expect(health.data!.syncHealth.days.at(-1)!.devices).toBeGreaterThanOrEqual(1);
    expect(health.data!.syncHealth.installs).toContainEqual({ installId: phone.install.id, mutations: 1 });
    const elsewhere = await gql(QUERY, { a: "MALA", d: 3 }, bearer(hiapp.token));
    expect(elsewhere.errors?.[0]).toMatchObject({ message: 'application: no deployment "MALA" you may see', extensions: { code: "BAD_USER_INPUT" } });
    const deployments = await gql<{ operatorDeployments: string[] }>("{ operatorDeployments }", {}, bearer(hiapp.token));
    expect(deployments.data!.operatorDeployments).toEqual(["HIAPP"]);
  });
});
