import { ApolloClient, ApolloLink } from "@apollo/client";
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  ClientImageDocument,
  ClientImageFieldsFragmentDoc,
  ClientImagesDocument,
  CycleActionDocument,
  CycleActionFieldsFragmentDoc,
  CycleActionsDocument,
  RehabilitationDocument,
  RehabilitationFieldsFragmentDoc,
  RehabilitationsDocument,
} from "../generated/graphql.js";
import { makeEdit, makeStoredRecord } from "../test-support/stored-records.js";
import { createCache } from "../platform/apollo.js";
import { listedTableCache } from "./listed-table-cache.js";

const actions = listedTableCache({
  table: "cycle_actions",
  fragment: CycleActionFieldsFragmentDoc,
  listQuery: CycleActionsDocument,
  oneQuery: CycleActionDocument,
  describe: (action) => action?.action,
});

const pictures = listedTableCache({
  table: "client_images",
  fragment: ClientImageFieldsFragmentDoc,
  listQuery: ClientImagesDocument,
  oneQuery: ClientImageDocument,
});

const action = (uuid: string, dataversion: number, overrides: Record<string, unknown> = {}) =>
  makeStoredRecord("cycle_actions", uuid, dataversion, { deletedAt: null, ...overrides });
const picture = (uuid: string, clientUuid: string, dataversion: number, overrides: Record<string, unknown> = {}) =>
  makeStoredRecord("client_images", uuid, dataversion, { client_uuid: clientUuid, image: `data:image/jpeg;base64,${uuid}`, ...overrides });

/**
 * A stand-in server holding records by uuid: it answers a query of one record by `$uuid` under the
 * query's root field (null when it has none) and fails any other request; records what was asked.
 */
function clientOver(server: Map<string, Record<string, unknown>>) {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    const root = operation.query.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const field = (root.selectionSet.selections[0] as FieldNode).name.value;
    asked.push(`${operation.operationName} ${operation.variables.uuid}`);
    return new Observable((observer) => {
      if (typeof operation.variables.uuid !== "string") observer.error(new Error(`no list requests: ${operation.operationName}`));
      else {
        observer.next({ data: { __typename: "Query", [field]: server.get(operation.variables.uuid) ?? null } });
        observer.complete();
      }
    });
  });
  return { client: new ApolloClient({ cache: createCache(), link }), asked };
}

const listedActions = (client: ApolloClient) =>
  client.cache.readQuery({ query: CycleActionsDocument })?.cycleActions.map((a) => [a.uuid, a.dataversion, a.action]);
const picturesOf = (client: ApolloClient, clientUuid: string) =>
  client.cache.readQuery({ query: ClientImagesDocument, variables: { clientUuid } })?.clientImages.map((i) => [i.uuid, i.dataversion]);

describe("a table shown as a list of the caller's records (listedTableCache)", () => {
  it("takes its list, its fragment's name and the lists the screens read from its documents", () => {
    expect([actions.table, actions.list, actions.fragmentName]).toEqual(["cycle_actions", "cycleActions", "CycleActionFields"]);
    expect(actions.screens(action("a1", 1) as never)).toEqual([{ field: "cycleActions" }]);
    expect([pictures.list, pictures.fragmentName]).toEqual(["clientImages", "ClientImageFields"]);
    expect(pictures.screens(picture("p1", "c7", 1) as never)).toEqual([{ field: "clientImages", args: { clientUuid: "c7" } }]);
  });

  it("puts a record another device changed last in the list, as the server has it, even when the list was never fetched", async () => {
    const server = new Map([["a1", action("a1", 3, { action: "Walk to the well" })]]);
    const { client, asked } = clientOver(server);
    await actions.fetch(client, "a1");
    expect(listedActions(client)).toEqual([["a1", 3, "Walk to the well"]]);
    expect(actions.dataversion(client, "a1")).toBe(3);

    server.set("a1", action("a1", 5, { action: "Walk to the market" }));
    server.set("a2", action("a2", 4));
    await actions.fetch(client, "a2");
    await actions.fetch(client, "a1");
    expect(listedActions(client)).toEqual([
      ["a2", 4, "Hold the spoon"],
      ["a1", 5, "Walk to the market"],
    ]);
    expect(asked).toEqual(["CycleAction a1", "CycleAction a2", "CycleAction a1"]);
  });

  it("keeps the records of a list that was fetched", async () => {
    const { client } = clientOver(new Map([["a2", action("a2", 9)]]));
    client.cache.writeQuery({ query: CycleActionsDocument, data: { __typename: "Query", cycleActions: [action("a1", 2) as never] } });
    await actions.fetch(client, "a2");
    expect(listedActions(client)?.map(([uuid, version]) => [uuid, version])).toEqual([
      ["a1", 2],
      ["a2", 9],
    ]);
  });

  it("drops a record another device deleted from the list and from the cache", async () => {
    const server = new Map([
      ["a1", action("a1", 3)],
      ["a2", action("a2", 4)],
    ]);
    const { client } = clientOver(server);
    await actions.fetch(client, "a1");
    await actions.fetch(client, "a2");
    server.set("a1", action("a1", 6, { deletedAt: "2026-11-23T09:00:00.000Z" }));
    await actions.fetch(client, "a1");
    expect(listedActions(client)?.map(([uuid]) => uuid)).toEqual(["a2"]);
    expect(actions.dataversion(client, "a1")).toBeNull();
    expect(Object.keys(client.cache.extract() as object)).not.toContain(client.cache.identify({ __typename: "CycleAction", uuid: "a1" }));
  });

  it("leaves the cache as it was when the server has no such record for the caller", async () => {
    const { client } = clientOver(new Map());
    await actions.fetch(client, "a9");
    expect(listedActions(client)).toBeUndefined();
    expect(actions.dataversion(client, "a9")).toBeNull();
  });

  it("with a clientUuid argument, puts a picture in its client's list only, and drops a deleted one (docs/product.md §3 client_images)", async () => {
    const server = new Map([["p1", picture("p1", "c1", 40)]]);
    const { client } = clientOver(server);
    await pictures.fetch(client, "p1");
    expect(picturesOf(client, "c1")).toEqual([["p1", 40]]);
    expect(picturesOf(client, "c2")).toBeUndefined();
    expect(pictures.dataversion(client, "p1")).toBe(40);

    server.set("p1", picture("p1", "c1", 44, { image: "data:image/jpeg;base64,BBBB" }));
    await pictures.fetch(client, "p1");
    expect(picturesOf(client, "c1")).toEqual([["p1", 44]]);

    server.set("p1", picture("p1", "c1", 45, { deletedAt: "2026-11-22T11:00:00.000Z" }));
    await pictures.fetch(client, "p1");
    expect(picturesOf(client, "c1")).toEqual([]);
    expect(pictures.dataversion(client, "p1")).toBeNull();
  });

  it("names a record in messages by its describe, else by its uuid", () => {
    expect(actions.describe(makeEdit("cycle_actions", "a1", 1, { record: { uuid: "a1", action: "Walk to the well" } }))).toBe("Walk to the well");
    expect(actions.describe(makeEdit("cycle_actions", "a1", 2, { record: { uuid: "a1", action: "" } }))).toBe("a1");
    expect(actions.describe(makeEdit("cycle_actions", "a1", 3, { op: "DELETE", record: null }))).toBe("a1");
    expect(pictures.describe(makeEdit("client_images", "p1", 4))).toBe("p1");
    const named = listedTableCache({ ...tableOf(CycleActionsDocument), describe: (record, uuid) => `${record ? "edit" : "delete"} of ${uuid}` });
    expect(named.describe(makeEdit("cycle_actions", "a1", 5, { op: "DELETE", record: null }))).toBe("delete of a1");
  });

  it("refuses documents it cannot derive the table from", () => {
    const wrongList = parse("query CycleActions { cycleActions { uuid dataversion deletedAt } }");
    expect(() => listedTableCache(tableOf(wrongList))).toThrow("CycleActions: cycleActions does not read ...CycleActionFields");
    const twoLists = parse("query Both { cycleActions { ...CycleActionFields } favorites { uuid } }");
    expect(() => listedTableCache(tableOf(twoLists))).toThrow("Both: one root field expected");
    const noUuid = parse("query CycleAction($id: ID!) { cycleAction(uuid: $id) { ...CycleActionFields } }");
    expect(() => listedTableCache({ ...tableOf(CycleActionsDocument), oneQuery: noUuid })).toThrow("the one-record query must take the record's uuid as $uuid");
  });
  it("writes a record another device changed into the other lists it is in too: a plan reaches the calendar's list of every plan", async () => {
    const plans = listedTableCache({
      table: "rehabilitations",
      fragment: RehabilitationFieldsFragmentDoc,
      listQuery: RehabilitationsDocument,
      oneQuery: RehabilitationDocument,
      alsoListedIn: [{ clientUuid: null }],
    });
    const plan = (uuid: string, clientUuid: string, dataversion: number) =>
      makeStoredRecord("rehabilitations", uuid, dataversion, { client_uuid: clientUuid, deletedAt: null });
    expect(plans.screens(plan("r1", "c1", 1) as never)).toEqual([
      { field: "rehabilitations", args: { clientUuid: "c1" } },
      { field: "rehabilitations", args: { clientUuid: null } },
    ]);
    const server = new Map([
      ["r1", plan("r1", "c1", 2)],
      ["r2", plan("r2", "c2", 3)],
    ]);
    const { client } = clientOver(server);
    const listed = (clientUuid: string | null) =>
      client.cache.readQuery({ query: RehabilitationsDocument, variables: { clientUuid } })?.rehabilitations.map((r) => [r.uuid, r.dataversion]);
    await plans.put(
      client,
      [...server.entries()].map(([uuid, record]) => ({ uuid, record: record as never })),
    );
    expect(listed("c1")).toEqual([["r1", 2]]);
    expect(listed("c2")).toEqual([["r2", 3]]);
    expect(listed(null)).toEqual([
      ["r1", 2],
      ["r2", 3],
    ]);
    server.set("r1", { ...plan("r1", "c1", 4), deletedAt: "2026-12-05T10:00:00.000Z" });
    await plans.fetch(client, "r1");
    expect(listed(null)).toEqual([["r2", 3]]);
    expect(listed("c1")).toEqual([]);
  });
});

/** The cycle actions' table with another list query. */
function tableOf(listQuery: typeof CycleActionsDocument | ReturnType<typeof parse>) {
  return { table: "cycle_actions", fragment: CycleActionFieldsFragmentDoc, listQuery, oneQuery: CycleActionDocument };
}
