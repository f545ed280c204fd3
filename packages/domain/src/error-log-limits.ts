/**
 * The lengths an error report (docs/product.md §3 "Error log entry", POST /api/logging/logError) may have: the
 * server refuses a longer one (400 naming the field), so the app clips its reports to them first
 * (docs/SECURITY.md).
 */
export const ERROR_LOG_LIMITS = {
  appId: 64,
  date: 64,
  name: 200,
  message: 4_000,
  fileName: 2_000,
  /** Fields of `error` beyond name, message, fileName and lineNumber (a legacy device's stack, column ...). */
  extraFields: 8,
  /** The whole `error` as stored (JSON, UTF-8). */
  errorBytes: 16 * 1024,
} as const;
