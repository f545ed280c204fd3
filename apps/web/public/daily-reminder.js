// The service worker's part of the one reminder a day (docs/product.md §4, "One reminder a day"). The
// app, while open and unlocked, keeps a plan here: for each coming day of the deployment, when its
// reminder hour begins and ends and the count's text (apps/web/src/modules/visits-due/reminder-plan.ts).
// No client's name is in it: the lock screen is not the vault. This worker shows a day's text once,
// when Periodic Background Sync wakes it (an installed app, where the browser offers it) or when the
// app, opened and visible, asks it to look. It never sets a timer. Loaded into the generated service
// worker by workbox's importScripts (apps/web/vite.config.ts).
/* global self, caches, Response, clients */
"use strict";

const REMINDER_CACHE = "stepwise-reminder";
const PLAN_KEY = "/__stepwise/reminder-plan";
const SHOWN_KEY = "/__stepwise/reminder-shown";
const REMINDER_TAG = "stepwise-daily-reminder";

/**
 * The day to remind of at `now`, or null: the plan's day whose hour has begun and which has not ended,
 * not the day last shown (once a day), with someone due.
 */
function dueReminder(plan, shownDay, now) {
  const days = plan && Array.isArray(plan.days) ? plan.days : [];
  for (const day of days) {
    if (day.showAt <= now && now < day.endsAt) return day.day !== shownDay && day.count > 0 ? day : null;
  }
  return null;
}

async function readJson(cache, key) {
  const answer = await cache.match(key);
  return answer ? answer.json() : null;
}

/** Shows the day's reminder when it is due and not shown yet; answers whether it showed one. */
async function showDueReminder(now) {
  const cache = await caches.open(REMINDER_CACHE);
  const day = dueReminder(await readJson(cache, PLAN_KEY), await readJson(cache, SHOWN_KEY), now);
  if (!day) return false;
  // Marked first: two wake-ups at once show it once (and the tag replaces rather than adds).
  await cache.put(SHOWN_KEY, new Response(JSON.stringify(day.day)));
  await self.registration.showNotification(day.text, { tag: REMINDER_TAG, data: { url: "/visits" } });
  return true;
}

self.stepwiseReminder = { dueReminder, showDueReminder, REMINDER_CACHE, PLAN_KEY, SHOWN_KEY, REMINDER_TAG };

self.addEventListener("periodicsync", (event) => {
  if (event.tag === REMINDER_TAG) event.waitUntil(showDueReminder(Date.now()));
});

self.addEventListener("message", (event) => {
  const message = event.data;
  if (typeof message !== "object" || message === null || message.type !== "stepwise-reminder-check") return;
  event.waitUntil(
    showDueReminder(Date.now()).then(
      (shown) => event.ports[0] && event.ports[0].postMessage({ shown }),
      () => event.ports[0] && event.ports[0].postMessage({ shown: false }),
    ),
  );
});

self.addEventListener("notificationclick", (event) => {
  if (event.notification.tag !== REMINDER_TAG) return;
  event.notification.close();
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const page = open[0];
      if (page) return page.focus().then((focused) => focused.navigate("/visits"));
      return clients.openWindow("/visits");
    }),
  );
});
