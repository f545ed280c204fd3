import { afterEach, describe, expect, it } from "vitest";
import { KEYS } from "../../vault/storage-keys.js";
import { reminderTurnedOn } from "../deployment/deployment-reminder.js";
import { reminderActive, reminderSupport, turnReminderOn } from "./daily-reminder.js";

/**
 * The page's side of the one reminder a day (docs/product.md §4, "One reminder a day"). happy-dom, the
 * unit tests' browser, has no Notification API, service worker or Cache Storage: where a test needs
 * them it puts stand-ins on globalThis and navigator (a Notification's permission and its
 * requestPermission, counting the asks; empty objects for the other two, which these steps only look
 * for), and says so; the real APIs are proven in Chromium by e2e/daily-reminder.e2e.test.ts.
 */
const real = Object.getOwnPropertyDescriptor(globalThis, "Notification");
const realCaches = Object.getOwnPropertyDescriptor(globalThis, "caches");
const realWorker = Object.getOwnPropertyDescriptor(navigator, "serviceWorker");

/** Puts back what the browser had (or nothing): the files of a worker share one happy-dom (vitest.config.ts). */
function putBack(target: object, name: string, descriptor: PropertyDescriptor | undefined): void {
  if (descriptor) Object.defineProperty(target, name, descriptor);
  else delete (target as Record<string, unknown>)[name];
}

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const asks: number[] = [];
  const stand = {
    permission,
    requestPermission: () => {
      asks.push(1);
      stand.permission = answer;
      return Promise.resolve(answer);
    },
  };
  Object.defineProperty(globalThis, "Notification", { value: stand, configurable: true, writable: true });
  Object.defineProperty(globalThis, "caches", { value: {}, configurable: true, writable: true });
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true, writable: true });
  return asks;
}

describe('the reminder\'s switch on the phone (docs/product.md §4, "One reminder a day")', () => {
  afterEach(() => {
    putBack(globalThis, "Notification", real);
    putBack(globalThis, "caches", realCaches);
    putBack(navigator, "serviceWorker", realWorker);
    localStorage.clear();
  });

  it("says the count on Home is the reminder where the browser has no notifications (happy-dom has none)", () => {
    delete (globalThis as { Notification?: unknown }).Notification;
    expect(reminderSupport()).toBe("unavailable");
    expect(reminderActive()).toBe(false);
  });

  it("says so where she blocked notifications, and asks nothing (a stand-in Notification, denied)", async () => {
    const asks = fakeNotification("denied");
    expect(reminderSupport()).toBe("denied");
    expect(await turnReminderOn()).toBe(false);
    expect(asks).toEqual([]);
  });

  it("asks the permission at her tap only; refused, the reminder stays off (a stand-in Notification, default then denied)", async () => {
    localStorage.setItem(KEYS.user, JSON.stringify({ id: "u1", email: "u1@example.org", name: "u1", application: "MALA" }));
    localStorage.setItem(KEYS.loggedIn, "true");
    localStorage.setItem("deploymentReminder", JSON.stringify({ reminderHour: 7, timeZone: "Africa/Blantyre" }));
    const asks = fakeNotification("default", "denied");
    expect(reminderSupport()).toBe("notify");
    expect(reminderActive()).toBe(false);
    expect(asks).toEqual([]);
    expect(await turnReminderOn()).toBe(false);
    expect(asks).toEqual([1]);
    expect(reminderTurnedOn()).toBe(false);
    expect(reminderSupport()).toBe("denied");
  });
});
