import { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { LoggingRepository } from "./logging.repository.js";

/** Spec 3 "Error log entry": app_id, date, error { name, message, fileName, lineNumber }. */
export const ErrorLogSchema = z.object({
  app_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  date: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  error: z.looseObject({
    name: z.string().nullish(),
    message: z.string({ error: "is required" }),
    fileName: z.string().nullish(),
    lineNumber: z.number().int().nullish(),
  }),
});

export type ErrorLogInput = z.output<typeof ErrorLogSchema>;

/** Errors devices report (spec 7 logError); kept for operators. */
export class ErrorLogService {
  constructor(private readonly logs: LoggingRepository) {}

  async record(identity: Identity, raw: unknown, where: string): Promise<ErrorLogInput> {
    const parsed = ErrorLogSchema.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, where));
    const entry = parsed.data;
    await this.logs.insertErrorLog({
      app_id: entry.app_id,
      date: entry.date,
      error: JSON.stringify(entry.error),
      user_id: identity.user?.id ?? null,
      install_id: identity.installId,
    });
    return entry;
  }
}
