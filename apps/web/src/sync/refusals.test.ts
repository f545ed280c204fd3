// happy-dom has no IndexedDB: fake-indexeddb stands in for the browser's (the e2e suite uses Chromium's).
import "fake-indexeddb/auto";
import { UI_TEXTS } from "@stepwise/domain/texts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setTexts } from "../i18n/t.js";
import { Notices } from "../platform/notices.js";
import { Store } from "../platform/store.js";
import { makeSyncView } from "../test-support/factories.js";
import { Outbox } from "./outbox.js";
import { knownReason, REFUSAL_SLOT, refusalAfterReload, refusalText, showRefusal, tellInstallRefusal, tellKeptRefusal, whyRefused } from "./refusals.js";
import type { SyncView } from "./sync-view.js";

/*
 * docs/worker-phone.md, "Refusals and what they ask of her": the server's 401 (its body as
 * server/src/auth/session-end.test.ts and auth/session-revocation.test.ts see it) read into the
 * notice, with what to do and how many of her edits wait. fetch is the browser's, stubbed with it.
 */
const MESSAGE = "the bearer token is not valid (expired or logged out)";

function answering(status: number, body: unknown) {
  const sent: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return sent;
}

const refused = (reason: string) => ({ errors: [{ message: MESSAGE, extensions: { code: "UNAUTHENTICATED", reason, http: { status: 401 } } }] });

afterEach(() => {
  vi.unstubAllGlobals();
  setTexts("en", UI_TEXTS.en);
});

describe("each refusal read from the server says what happened, what to do and how many edits wait", () => {
  const cases: [reason: string, waiting: number, name: string | null, text: string][] = [
    [
      "password-changed",
      3,
      "Grace",
      "Your password was changed on another device: log in with the new one. Log in as Grace to send your 3 waiting changes; they are kept on this phone.",
    ],
    ["session-expired", 1, "Grace", "Your session has expired. Log in as Grace to send your 1 waiting change; it is kept on this phone."],
    ["session-ended", 0, "Grace", "Your session has ended. Log in again as Grace to go on."],
    [
      "account-disabled",
      2,
      "Grace",
      "Your account is disabled: ask your operator to enable it. Your 2 waiting changes are kept on this phone and are sent once you can log in again.",
    ],
    ["install-retired", 4, null, "Your operator retired this phone. Log in to send the 4 waiting changes; they are kept on this phone."],
    [
      "install-session",
      7,
      "Grace",
      "The changes waiting on this phone need the login of the worker who made them. Log in as Grace to send your 7 waiting changes; they are kept on this phone.",
    ],
  ];

  it.each(cases)("%s, %i waiting, as %s", async (reason, waiting, name, text) => {
    const sent = answering(401, refused(reason));
    const heard = await whyRefused({ Authorization: "Bearer revoked", "X-App-Install-Id": "i-1", "X-App-Install-Secret": "s" });
    expect(heard).toBe(reason);
    expect(sent[0]!.get("authorization")).toBe("Bearer revoked");
    expect(sent[0]!.get("x-app-install-id")).toBe("i-1");
    const notices = new Notices();
    const view = new Store<SyncView>(makeSyncView({ lastSyncedAt: 1 }));
    showRefusal({ notices, view }, { reason: knownReason(heard), waiting, name });
    // It stays until she closes it or logs in (sync/stale-notices.ts), in the refusal's slot.
    expect(notices.store.get().list.map((n) => [n.text, n.tone, n.slot])).toEqual([[text, "negative", REFUSAL_SLOT]]);
    expect(view.get().refusedWaiting).toBe(waiting);
  });

  it("a server of an earlier build gives no reason, or a reason this build does not know: the session ended", async () => {
    answering(401, { errors: [{ message: MESSAGE, extensions: { code: "UNAUTHENTICATED" } }] });
    expect(await whyRefused({})).toBeNull();
    expect(refusalText({ reason: knownReason(null), waiting: 2, name: "Grace" })).toBe(
      "Your session has ended. Log in as Grace to send your 2 waiting changes; they are kept on this phone.",
    );
    expect(knownReason("something-new")).toBe("session-ended");
  });

  it("credentials the server accepts, or no answer at all, are no refusal", async () => {
    answering(200, { data: { __typename: "Query" } });
    expect(await whyRefused({ Authorization: "Bearer live" })).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await whyRefused({ Authorization: "Bearer live" })).toBeNull();
  });

  it("says it in the worker's language: Dutch and Chichewa", () => {
    setTexts("nl", UI_TEXTS.nl);
    expect(refusalText({ reason: "password-changed", waiting: 3, name: "Grace" })).toBe(
      "Je wachtwoord is op een ander apparaat gewijzigd: log in met het nieuwe. Log in als Grace om je 3 wachtende wijzigingen te versturen; ze blijven op deze telefoon bewaard.",
    );
    setTexts("ny", UI_TEXTS.ny);
    expect(refusalText({ reason: "password-changed", waiting: 3, name: "Grace" })).toBe(
      "Mawu anu achinsinsi asinthidwa pa chipangizo china: lowani ndi atsopanowo. Lowani ngati Grace kuti mutumize zosintha zanu 3 zodikira; zasungidwa pa foni iyi.",
    );
    expect(refusalText({ reason: "account-disabled", waiting: 1, name: "Grace" })).toBe(
      "Akaunti yanu yatsekedwa: funsani woyang'anira wanu kuti aitsegule. Chosintha chanu chimodzi chodikira chasungidwa pa foni iyi ndipo chidzatumizidwa mukadzatha kulowanso.",
    );
  });

  it("kept for the page after the lock as JSON; a plain notice's key is no refusal", () => {
    expect(refusalAfterReload(JSON.stringify({ reason: "password-changed", waiting: 3, name: "Grace" }))).toEqual({
      reason: "password-changed",
      waiting: 3,
      name: "Grace",
    });
    expect(refusalAfterReload(JSON.stringify({ reason: "session-ended", waiting: null, name: "Grace" }))).toEqual({
      reason: "session-ended",
      waiting: null,
      name: "Grace",
    });
    expect(refusalAfterReload("SESSION_ENDED")).toBeNull();
    expect(refusalAfterReload("{not json")).toBeNull();
  });

  it("the phone's own install refused as install-session: the notice counts the edits in its outbox and names the ended login; another 401 says nothing", async () => {
    const outbox = await Outbox.open(`refusal-${crypto.randomUUID()}`);
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      await outbox.add({
        appIdentifier: "default",
        user_id: "7",
        uuid: crypto.randomUUID(),
        table: "clients",
        op: "UPSERT",
        record: { clientname: `c${n}` },
        baseDataversion: null,
        queuedAt: "2026-12-06T10:00:00.000Z",
      });
    const notices = new Notices();
    const view = new Store<SyncView>(makeSyncView());
    const sent = answering(401, {
      errors: [{ message: "app install i-1 is a worker's: log in as her to use it", extensions: { code: "UNAUTHENTICATED", reason: "install-session" } }],
    });
    await tellInstallRefusal({ notices, view, outbox }, { id: "i-1", secret: "s" }, "Grace", () => true);
    expect(sent[0]!.get("authorization")).toBeNull();
    expect(notices.store.get().list.map((n) => n.text)).toEqual([
      "The changes waiting on this phone need the login of the worker who made them. Log in as Grace to send your 7 waiting changes; they are kept on this phone.",
    ]);
    expect(view.get().refusedWaiting).toBe(7);

    const quiet = new Notices();
    answering(401, { errors: [{ message: "clients can only be read by a logged-in user; log in first", extensions: { code: "UNAUTHENTICATED" } }] });
    await tellInstallRefusal({ notices: quiet, view: new Store<SyncView>(makeSyncView()), outbox }, { id: "i-1", secret: "s" }, "Grace", () => true);
    expect(quiet.store.get().list).toEqual([]);
    outbox.close();
  });

  it("a refusal kept for the page after the lock is said there, and again in the deployment's language when its texts arrive", async () => {
    const notices = new Notices();
    const view = new Store<SyncView>(makeSyncView());
    const outbox = await Outbox.open(`refusal-${crypto.randomUUID()}`);
    const name = await tellKeptRefusal({ notices, view, outbox }, JSON.stringify({ reason: "account-disabled", waiting: 2, name: "Anouk" }));
    expect(name).toBe("Anouk");
    expect(notices.store.get().list.map((n) => n.text)).toEqual([
      "Your account is disabled: ask your operator to enable it. Your 2 waiting changes are kept on this phone and are sent once you can log in again.",
    ]);
    setTexts("nl", UI_TEXTS.nl);
    expect(notices.store.get().list.map((n) => n.text)).toEqual([
      "Je account is uitgeschakeld: vraag je beheerder het weer in te schakelen. Je 2 wachtende wijzigingen blijven op deze telefoon bewaard en worden verstuurd zodra je weer kunt inloggen.",
    ]);
    outbox.close();
  });
});
