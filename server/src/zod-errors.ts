import type { z } from "zod";

/** One readable line naming the first wrong field: `payload[2].record.clientFormFields[0].mandatory: expected boolean`. */
export function describeZodError(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return `${prefix || "entry"}: invalid`;
  const where = issue.path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), prefix);
  return `${where.replace(/^\./, "") || "entry"}: ${issue.message}`;
}
