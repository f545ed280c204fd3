import { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { LoggingRepository } from "./logging.repository.js";

/** One device's screen visits of one day (docs/product.md §3 app_usage), as the web app counts them. */
export const AppUsageSchema = z.object({
  app_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  date: z.string({ error: "is required" }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as YYYY-MM-DD"),
  screens: z
    .array(z.object({ screen: z.string({ error: "is required" }).min(1).max(200), visits: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(500),
});

export type AppUsageReport = z.output<typeof AppUsageSchema>;

/** Screen visits devices report (POST /api/logging/logUsage); kept for operators, one row per screen and report. */
export class AppUsageService {
  constructor(private readonly logs: LoggingRepository) {}

  async record(identity: Identity, raw: unknown, where: string): Promise<AppUsageReport> {
    const parsed = AppUsageSchema.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, where));
    const report = parsed.data;
    await this.logs.insertAppUsage(
      report.screens.map(({ screen, visits }) => ({
        app_id: report.app_id,
        date: report.date,
        screen,
        visits,
        user_id: identity.user?.id ?? null,
        install_id: identity.installId,
      })),
    );
    return report;
  }
}
