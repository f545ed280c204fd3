import type { CalendarDate } from "@stepwise/domain";
import { t } from "../../i18n/t.js";
import { reminderTurnedOn, setReminderTurnedOn, storedDeploymentReminder } from "../deployment/deployment-reminder.js";
import { reminderPlan } from "./reminder-plan.js";
import type { DueRow } from "./visits-due-rows.js";

/**
 * docs/product.md §4, "One reminder a day", the page's side: the worker's switch, and the plan kept
 * for the service worker (apps/web/public/daily-reminder.js, whose cache names these match). Loaded
 * with Home's count, out of the first download.
 */
const REMINDER_CACHE = "stepwise-reminder";
const PLAN_KEY = "/__stepwise/reminder-plan";
const REMINDER_TAG = "stepwise-daily-reminder";
const DAY_MS = 86_400_000;

/** What the phone can do: notify; not here (no Notification or service worker); or the worker's browser blocks it. */
export type ReminderSupport = "notify" | "unavailable" | "denied";

export function reminderSupport(): ReminderSupport {
  if (typeof Notification === "undefined" || !("serviceWorker" in navigator) || typeof caches === "undefined") return "unavailable";
  return Notification.permission === "denied" ? "denied" : "notify";
}

/** Whether the reminder is on and may notify: turned on, allowed, and the deployment sets an hour. */
export function reminderActive(): boolean {
  return reminderTurnedOn() && reminderSupport() === "notify" && Notification.permission === "granted" && storedDeploymentReminder()?.reminderHour != null;
}

interface PeriodicSyncRegistration extends ServiceWorkerRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void>; unregister(tag: string): Promise<void> };
}

/**
 * Her tap on the switch: the browser asks her permission now (never before the tap). Answers
 * whether the reminder is on. Periodic Background Sync is asked for where the browser has it (an
 * installed app); refused or absent, the reminder comes at the app's next open after the hour.
 */
export async function turnReminderOn(): Promise<boolean> {
  if (reminderSupport() !== "notify") return false;
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return false;
  setReminderTurnedOn(true);
  // Nobody logged in on a deployment with logins: there is no worker to remind.
  if (!reminderTurnedOn()) return false;
  const registration = (await navigator.serviceWorker.ready) as PeriodicSyncRegistration;
  await registration.periodicSync?.register(REMINDER_TAG, { minInterval: DAY_MS / 2 }).catch(() => undefined);
  return true;
}

export async function turnReminderOff(): Promise<void> {
  setReminderTurnedOn(false);
  await forgetReminderPlan();
  if (!("serviceWorker" in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as PeriodicSyncRegistration;
  await registration.periodicSync?.unregister(REMINDER_TAG).catch(() => undefined);
}

/** The plan leaves the phone: the reminder turned off, or the worker logged out (no other worker's count on her lock screen). */
export async function forgetReminderPlan(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(REMINDER_CACHE);
}

const notificationText = (count: number) => t(count === 1 ? "REMINDER_NOTIFICATION_ONE" : "REMINDER_NOTIFICATION", { count });

/**
 * Home read the visits due (unlocked): the plan for the coming days is kept for the service worker,
 * and, the page being visible, the service worker is asked to show today's if its hour has come and
 * it was not shown. Nothing while hidden: the worker's wake-ups budget (docs/PERFORMANCE.md, "Wake-ups while hidden").
 */
export async function keepReminderPlan(rows: readonly DueRow[], today: CalendarDate, now = Date.now()): Promise<void> {
  const deployment = storedDeploymentReminder();
  if (!reminderActive() || deployment?.reminderHour == null) return;
  const plan = reminderPlan({ rows, today, zone: deployment.timeZone, hour: deployment.reminderHour, now, text: notificationText });
  const cache = await caches.open(REMINDER_CACHE);
  await cache.put(PLAN_KEY, new Response(JSON.stringify(plan), { headers: { "content-type": "application/json" } }));
  if (document.visibilityState === "visible") await askServiceWorkerToRemind();
}

/** Asks the service worker to show the day's reminder if due; answers whether it showed one. */
export async function askServiceWorkerToRemind(): Promise<boolean> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (answer: MessageEvent<{ shown?: boolean }>) => resolve(answer.data?.shown === true);
    worker.postMessage({ type: "stepwise-reminder-check" }, [channel.port2]);
  });
}
