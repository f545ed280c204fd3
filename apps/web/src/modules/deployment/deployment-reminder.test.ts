import { afterEach, describe, expect, it } from "vitest";
import { KEYS } from "../../vault/storage-keys.js";
import { reminderTurnedOn, setReminderTurnedOn, storedDeploymentReminder } from "./deployment-reminder.js";

/** A worker logged in on this phone, as the login stores her (vault/storage-keys.ts). */
function loggedIn(id: string | null): void {
  if (id === null) {
    localStorage.removeItem(KEYS.loggedIn);
    return;
  }
  localStorage.setItem(KEYS.user, JSON.stringify({ id, email: `${id}@example.org`, name: id, application: "MALA" }));
  localStorage.setItem(KEYS.loggedIn, "true");
}

describe('the reminder\'s settings on the phone (docs/product.md §4, "One reminder a day")', () => {
  afterEach(() => localStorage.clear());

  it("keeps each worker's switch of a shared phone apart, and none for nobody logged in", () => {
    loggedIn("u1");
    expect(reminderTurnedOn()).toBe(false);
    setReminderTurnedOn(true);
    expect(reminderTurnedOn()).toBe(true);
    loggedIn("u2");
    expect(reminderTurnedOn()).toBe(false);
    loggedIn(null);
    expect(reminderTurnedOn()).toBe(false);
    setReminderTurnedOn(true);
    expect(reminderTurnedOn()).toBe(false);
    loggedIn("u1");
    expect(reminderTurnedOn()).toBe(true);
    setReminderTurnedOn(false);
    expect(reminderTurnedOn()).toBe(false);
  });

  it("keeps one switch for the phone where the deployment has no logins (MALA), none logged out where it has", () => {
    const app = (login: boolean) => ({
      id: 1,
      app_identifier: "X",
      app_title: "X",
      login,
      version: "1",
      contentVersion: 1,
      metadata: { text2speech: true, userLogin: login, introText: null },
      languages: [],
      regions: [],
      forms: [],
    });
    localStorage.setItem("application", JSON.stringify(app(false)));
    setReminderTurnedOn(true);
    expect(reminderTurnedOn()).toBe(true);
    localStorage.setItem("application", JSON.stringify(app(true)));
    expect(reminderTurnedOn()).toBe(false);
  });

  it("reads the deployment's hour and zone as last stored, none before a contact", () => {
    expect(storedDeploymentReminder()).toBeNull();
    localStorage.setItem("deploymentReminder", JSON.stringify({ reminderHour: 7, timeZone: "Africa/Blantyre" }));
    expect(storedDeploymentReminder()).toEqual({ reminderHour: 7, timeZone: "Africa/Blantyre" });
    localStorage.setItem("deploymentReminder", JSON.stringify({ reminderHour: null, timeZone: null }));
    expect(storedDeploymentReminder()).toEqual({ reminderHour: null, timeZone: null });
  });
});
