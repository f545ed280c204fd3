import type { UsageCount, UsageDb } from "./app-usage-db.js";

/** The screen a path shows: its first two segments, so ids (/Home/Article/{pageID}) are not counted apart. */
export function screenOf(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean).slice(0, 2);
  return `/${segments.join("/")}`;
}

/** The device's calendar day, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface UsageStore {
  /** Adds one visit of a screen on a day. */
  count(date: string, screen: string): Promise<void>;
  all(): Promise<UsageCount[]>;
  /** Takes away what was sent: visits counted while sending stay. */
  subtract(sent: readonly UsageCount[]): Promise<void>;
}

export function idbUsageStore(db: () => Promise<UsageDb>): UsageStore {
  return {
    async count(date, screen) {
      const tx = (await db()).transaction("app_usage", "readwrite");
      const row = await tx.store.get([date, screen]);
      await tx.store.put({ date, screen, visits: (row?.visits ?? 0) + 1 });
      await tx.done;
    },
    all: async () => (await db()).getAll("app_usage"),
    async subtract(sent) {
      const tx = (await db()).transaction("app_usage", "readwrite");
      for (const { date, screen, visits } of sent) {
        const row = await tx.store.get([date, screen]);
        const left = (row?.visits ?? 0) - visits;
        if (left > 0) await tx.store.put({ date, screen, visits: left });
        else await tx.store.delete([date, screen]);
      }
      await tx.done;
    },
  };
}

/** One day's usage as sent with logUsage. */
export interface UsageReport {
  app_id: string | null;
  date: string;
  screens: Array<{ screen: string; visits: number }>;
}

export interface AppUsageOptions {
  store: UsageStore;
  /** Sends one day's report; resolves to the HTTP status. */
  send(report: UsageReport): Promise<number>;
  isOnline(): boolean;
  appId(): string | null;
  now?: () => Date;
}

/**
 * docs/product.md §3 app_usage: screen visits counted per day on the device, sent with logUsage when online;
 * an answer 200 takes the sent counts off the device, anything else keeps them.
 */
export class AppUsage {
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: AppUsageOptions) {}

  visit(pathname: string): Promise<void> {
    return this.options.store.count(dayOf((this.options.now ?? (() => new Date()))()), screenOf(pathname));
  }

  flush(): Promise<void> {
    if (!this.options.isOnline()) return Promise.resolve();
    this.flushing ??= this.sendCounts().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async sendCounts(): Promise<void> {
    const byDay = new Map<string, UsageCount[]>();
    for (const row of await this.options.store.all()) byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
    for (const [date, rows] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
      const report = { app_id: this.options.appId(), date, screens: rows.map(({ screen, visits }) => ({ screen, visits })) };
      const status = await this.options.send(report).catch(() => 0);
      if (status !== 200) return;
      await this.options.store.subtract(rows);
    }
  }
}

/** POST /api/logging/logUsage with the form field formData (JSON), like logError. */
export function usageSender(headers: () => Record<string, string>, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return async (report: UsageReport): Promise<number> => {
    const response = await fetchImpl("/api/logging/logUsage", {
      method: "POST",
      headers: headers(),
      body: new URLSearchParams({ formData: JSON.stringify(report) }),
    });
    return response.status;
  };
}
