import { afterEach, describe, expect, it } from "vitest";
import { showSaved } from "../ui/saved-notice.js";
import { Notices } from "../platform/notices.js";
import { Signal } from "../platform/signal.js";
import { clearStaleNotices, UPDATE_SLOT, WHILE_OFFLINE_SLOT } from "./stale-notices.js";
import { clearLogin, storeLogin } from "../vault/storage-keys.js";
import { Store } from "../platform/store.js";

const texts = (notices: Notices) => notices.store.get().list.map((n) => n.text);

describe("notices a worker meets (docs/worker-phone.md)", () => {
  afterEach(() => clearLogin());

  it("shows at most one saved-on-this-device notice: three saves and a deletion leave one, the last", () => {
    const notices = new Notices();
    showSaved(notices);
    showSaved(notices);
    showSaved(notices);
    expect(texts(notices)).toEqual(["Saved on this device"]);
    showSaved(notices, "DELETED_ON_DEVICE");
    expect(texts(notices)).toEqual(["Deleted on this device"]);
  });

  it("clears the last worker's notices when the next one logs in, but not the session-ended notice itself, nor the update notice", () => {
    const notices = new Notices();
    const loginChanges = new Signal();
    const view = new Store({ online: true });
    const stop = clearStaleNotices(notices, loginChanges, view);
    notices.show("A new version of the app is ready.", { slot: UPDATE_SLOT, timeoutMs: 0 });
    showSaved(notices);
    // The session ends (a 401): the notice is shown, then the login change is told, with nobody logged in.
    notices.show("Your session has ended, please log in again", { tone: "negative", timeoutMs: 10_000 });
    loginChanges.emit();
    expect(texts(notices)).toEqual(["A new version of the app is ready.", "Saved on this device", "Your session has ended, please log in again"]);
    storeLogin("token", { id: "u2", email: "next@example.org", name: "Next", application: "default" });
    loginChanges.emit();
    expect(texts(notices)).toEqual(["A new version of the app is ready."]);
    stop();
  });

  it("takes the offline PDF notice away when the device comes online, before 'the PDF is ready' shows", () => {
    const notices = new Notices();
    const view = new Store({ online: false });
    const stop = clearStaleNotices(notices, new Signal(), view);
    notices.show("The PDF is made when you are online", { slot: WHILE_OFFLINE_SLOT, timeoutMs: 10_000 });
    showSaved(notices);
    view.set({ online: true });
    expect(texts(notices)).toEqual(["Saved on this device"]);
    stop();
  });
});
