import { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput, Forbidden } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { Application } from "./application.type.js";
import type { ContentRepository } from "./content.repository.js";
import { toApplication } from "./content.service.js";

const FORM_TYPES = ["DEFAULT", "MILESTONE", "HI"] as const;

const DeploymentSchema = z.object({
  app_identifier: z.enum(["HIAPP", "MALA", "default"], { error: "must be HIAPP, MALA or default" }),
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, "must be a host name such as clinic.example.org"),
  app_title: z.string().trim().min(1, "is required"),
  login: z.boolean(),
  version: z.string().trim().min(1, "is required"),
  metadata: z.object({ text2speech: z.boolean(), userLogin: z.boolean(), introText: z.string().nullish() }),
  languages: z.array(z.object({ id: z.string(), name: z.string().min(1), languageCode: z.string().min(2) })).min(1, "needs at least one language"),
  regions: z.array(z.object({ id: z.string(), name: z.string().min(1), countryID: z.number().int().nullish() })),
  forms: z.array(z.enum(FORM_TYPES, { error: "must be DEFAULT, MILESTONE or HI" })).min(1, "needs at least one form type"),
  contentFrom: z.number().int().nullish(),
});

/** Operators add a deployment for a new host without code (docs/product.md §1). */
export class DeploymentService {
  constructor(private readonly content: ContentRepository) {}

  async create(identity: Identity, raw: unknown): Promise<Application> {
    if (!identity.isAdmin) throw new Forbidden("only an operator (Authorization: Bearer <ADMIN_TOKEN>) may create deployments");
    const parsed = DeploymentSchema.safeParse(raw);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "input"));
    const input = parsed.data;
    return this.content.inTransaction(async (content) => {
      const taken = await content.applicationIdForExactHost(input.host);
      if (taken !== undefined) throw new BadInput(`input.host: ${input.host} already has a deployment (application ${taken})`);
      if (input.contentFrom && !(await content.applicationExists(input.contentFrom)))
        throw new BadInput(`input.contentFrom: application ${input.contentFrom} does not exist`);
      const source = input.contentFrom || (await content.firstApplicationIdOf(input.app_identifier));
      const row = await content.insertApplication({
        app_identifier: input.app_identifier,
        host: input.host,
        app_title: input.app_title,
        login: input.login,
        version: input.version,
        metadata: JSON.stringify({ ...input.metadata, introText: input.metadata.introText ?? null }),
        languages: JSON.stringify(input.languages),
        regions: JSON.stringify(input.regions.map((r) => ({ ...r, countryID: r.countryID ?? null }))),
        forms: JSON.stringify(input.forms.map((formtype) => ({ formtype }))),
      });
      if (source) await content.copyContent(source, row.id);
      // docs/operator-console.md, "Content, drafts and releases": the copied content is the new deployment's release 1.
      await content.recordFirstRelease(row.id);
      return toApplication((await content.application(row.id))!);
    });
  }
}
