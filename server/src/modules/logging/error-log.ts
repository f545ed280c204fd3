import { ERROR_LOG_LIMITS } from "@stepwise/domain";
import { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { LoggingRepository } from "./logging.repository.js";

const atMost = (limit: number) => z.string().max(limit, `must be at most ${limit} characters`);
const DECLARED = ["name", "message", "fileName", "lineNumber"];

/**
 * docs/product.md §3 "Error log entry": app_id, date, error { name, message, fileName, lineNumber }, each text
 * bounded (ERROR_LOG_LIMITS); a legacy device's other fields of `error` are kept,
 * a few of them, within the bytes of the whole.
 */
export const ErrorLogSchema = z.object({
  app_id: z
    .union([atMost(ERROR_LOG_LIMITS.appId), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  date: atMost(ERROR_LOG_LIMITS.date)
    .nullish()
    .transform((v) => v ?? null),
  error: z
    .looseObject({
      name: atMost(ERROR_LOG_LIMITS.name).nullish(),
      message: z.string({ error: "is required" }).max(ERROR_LOG_LIMITS.message, `must be at most ${ERROR_LOG_LIMITS.message} characters`),
      fileName: atMost(ERROR_LOG_LIMITS.fileName).nullish(),
      lineNumber: z.number().int().nullish(),
    })
    .superRefine((error, context) => {
      const extra = Object.keys(error).filter((key) => !DECLARED.includes(key));
      if (extra.length > ERROR_LOG_LIMITS.extraFields) {
        context.addIssue({
          code: "custom",
          path: [extra[ERROR_LOG_LIMITS.extraFields]!],
          message: `at most ${ERROR_LOG_LIMITS.extraFields} fields beyond ${DECLARED.join(", ")}`,
        });
        return;
      }
      const bytes = Buffer.byteLength(JSON.stringify(error), "utf8");
      if (bytes > ERROR_LOG_LIMITS.errorBytes)
        context.addIssue({ code: "custom", message: `must be at most ${ERROR_LOG_LIMITS.errorBytes} bytes as JSON (has ${bytes})` });
    }),
});

export type ErrorLogInput = z.output<typeof ErrorLogSchema>;

/** Errors devices report (docs/product.md §7 logError); kept for operators. */
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
