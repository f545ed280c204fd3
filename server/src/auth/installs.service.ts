import { z } from "zod";
import type { AppInstallRow } from "../db/schema.js";
import { BadInput } from "../errors.js";
import { describeZodError } from "../zod-errors.js";
import { assertNotLost, installRefusal, type Identity } from "./identity.js";
import type { InstallsRepository } from "./installs.repository.js";

/** docs/product.md §3 "App install record": uuid, platform, useragent, app_specifics. */
const InstallSchema = z.object({
  uuid: z.string({ error: "is required" }).trim().min(1, "is required"),
  platform: z.string().nullable().default(null),
  useragent: z.string().nullable().default(null),
  app_specifics: z
    .looseObject({
      languageCode: z.string().nullable().optional(),
      regionID: z.number().int().nullable().optional(),
      applicationID: z.number().int().nullable().optional(),
      countryID: z.number().int().nullable().optional(),
    })
    .nullable()
    .default(null),
  synced: z.unknown().optional(),
});

export class InstallsService {
  constructor(
    private readonly installs: InstallsRepository,
    private readonly db: Parameters<InstallsRepository["register"]>[0],
    /** AuthService.actAs: the named install, with the caller's session held to it. */
    private readonly actAs: (identity: Identity, named: string, field: string) => Promise<Identity>,
  ) {}

  find(uuid: string): Promise<AppInstallRow | undefined> {
    return this.installs.find(uuid);
  }

  /**
   * Registers (or re-registers) a device. The body's uuid must be a UUID and the caller's own install
   * (its X-App-Install-Id); a legacy caller without that header may name an install
   * nobody may claim from it (installRefusal: no account's, no secret, not lost).
   */
  async register(identity: Identity, raw: unknown, where: string): Promise<AppInstallRow> {
    const parsed = InstallSchema.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, where));
    const { platform, useragent, app_specifics } = parsed.data;
    const uuid = (await this.actAs(identity, parsed.data.uuid, `${where}.uuid`)).installId!;
    const existing = await this.installs.find(uuid);
    assertNotLost(existing);
    const refused = installRefusal(uuid, existing, identity.user, identity.installSecretHash);
    if (refused) throw refused;
    const application = identity.user?.application ?? existing?.application ?? null;
    return this.installs.register(this.db, uuid, existing?.user_id ?? identity.user?.id ?? null, {
      platform,
      useragent,
      app_specifics,
      application,
    });
  }
}
