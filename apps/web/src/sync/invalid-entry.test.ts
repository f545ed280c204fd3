import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { rejectionOfInvalidEntry } from "./invalid-entry.js";
import type { OutboxEntry } from "./outbox.js";

const entries: OutboxEntry[] = [1, 2, 3].map((n) => ({
  clientMutationId: 10 + n,
  table: "clients",
  uuid: `uuid-${n}`,
  op: "UPSERT",
  record: { uuid: `uuid-${n}` },
  appIdentifier: "web",
  user_id: null,
  baseDataversion: null,
  queuedAt: "2026-11-27T10:00:00.000Z",
}));
const coercion = 'Variable "$input" got invalid value 7 at "input.entries[1].client.clientname"; String cannot represent a non string value: 7';

describe("rejectionOfInvalidEntry (one wrongly typed entry does not block the batch)", () => {
  it("answers REJECTED, with the server's message, for the entry a BAD_USER_INPUT error names", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: coercion, extensions: { code: "BAD_USER_INPUT" } }] });
    expect(rejectionOfInvalidEntry(error, entries)).toEqual({
      clientMutationId: 12,
      table: "clients",
      uuid: "uuid-2",
      dataversion: 0,
      status: "REJECTED",
      reason: coercion,
    });
  });

  it("reads the error from the body of an HTTP 400 Apollo did not parse", () => {
    const bodyText = JSON.stringify({ errors: [{ message: coercion.replace("entries[1]", "entries[2]"), extensions: { code: "BAD_USER_INPUT" } }] });
    const error = new ServerError("Response not successful: Received status code 400", { response: new Response(bodyText, { status: 400 }), bodyText });
    expect(rejectionOfInvalidEntry(error, entries)?.clientMutationId).toBe(13);
  });

  it("is null when the error names no entry of this batch: the batch is retried whole", () => {
    const named = (message: string, code = "BAD_USER_INPUT") => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
    expect(rejectionOfInvalidEntry(named(coercion.replace("entries[1]", "entries[3]")), entries)).toBeNull();
    expect(rejectionOfInvalidEntry(named(coercion, "INTERNAL_SERVER_ERROR"), entries)).toBeNull();
    expect(rejectionOfInvalidEntry(named('Variable "$input" got invalid value "x" at "input.appInstallId"; bad'), entries)).toBeNull();
    expect(rejectionOfInvalidEntry(new TypeError("Failed to fetch"), entries)).toBeNull();
  });
});
