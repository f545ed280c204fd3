import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** docs/product.md §3 error log entry: app_id, date, error { name, message, fileName, lineNumber }. */
export interface ErrorReport {
  name: string;
  message: string;
  fileName: string | null;
  lineNumber: number | null;
}

export interface ErrorLogEntry {
  app_id: string | null;
  date: string;
  error: ErrorReport;
}

/** docs/product.md §3 app_usage: visits of one screen on one day (YYYY-MM-DD, the device's calendar). */
export interface UsageCount {
  date: string;
  screen: string;
  visits: number;
}

interface UsageDB extends DBSchema {
  errors: { key: number; value: ErrorLogEntry & { id?: number } };
  app_usage: { key: [string, string]; value: UsageCount };
}

export const USAGE_DB_NAME = "stepwise-usage";
/** docs/product.md §9: local database version of usage, 4. */
export const USAGE_DB_VERSION = 4;

export type UsageDb = IDBPDatabase<UsageDB>;

/** The usage database of docs/product.md §9: uncaught errors waiting to be sent, and screen visits per day. */
export function openUsageDb(name = USAGE_DB_NAME): Promise<UsageDb> {
  return openDB<UsageDB>(name, USAGE_DB_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains("errors")) database.createObjectStore("errors", { keyPath: "id", autoIncrement: true });
      if (!database.objectStoreNames.contains("app_usage")) database.createObjectStore("app_usage", { keyPath: ["date", "screen"] });
    },
  });
}
