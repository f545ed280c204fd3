import type { Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import type { ApplicationRow } from "../../db/schema.js";
import { NotFound } from "../../errors.js";
import type { Application } from "./application.type.js";
import type { ContentRepository } from "./content.repository.js";

/** The kinds of the docs/product.md §3 content store, as stored in content_items.kind. */
export type ContentKind = "translations" | "pages" | "categories" | "forms" | "articles" | "form_articles" | "generic_clients" | "hiapp_form" | "milestones";

export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  async applicationForHost(host: string): Promise<Application> {
    const row = await this.content.applicationForHost(stripPort(host));
    if (!row) throw new NotFound(`no deployment serves host ${host}`);
    return toApplication(row);
  }

  /** docs/operator-console.md, "The content page": the deployments the operator may edit, by id. */
  async deploymentsInScope(identity: Identity): Promise<Application[]> {
    const scope = operatorScope(identity, "contentDeployments");
    return (await this.content.applications()).filter((row) => inScope(scope, row.app_identifier)).map(toApplication);
  }

  async application(id: number): Promise<Application> {
    const row = await this.content.application(id);
    if (!row) throw new NotFound(`application ${id} does not exist`);
    return toApplication(row);
  }

  /** Content of one kind for a deployment, in a language (items without a language always come). */
  async list<T>(applicationId: number, kind: ContentKind, language = "en"): Promise<T[]> {
    await this.application(applicationId);
    return (await this.content.content(applicationId, kind, language)) as T[];
  }
}

function stripPort(host: string): string {
  return host.replace(/:\d+$/, "").toLowerCase();
}

/** docs/product.md §3 application data; text2speech is on when the record does not say. */
export function toApplication(row: ApplicationRow): Application {
  const metadata = row.metadata as { text2speech?: boolean; userLogin?: boolean; introText?: string };
  return {
    id: row.id,
    app_identifier: row.app_identifier,
    app_title: row.app_title,
    login: row.login,
    version: row.version,
    metadata: { text2speech: metadata.text2speech ?? true, userLogin: metadata.userLogin ?? false, introText: metadata.introText ?? null },
    languages: row.languages as unknown as Application["languages"],
    regions: row.regions as unknown as Application["regions"],
    forms: row.forms as unknown as Application["forms"],
    contentVersion: row.content_version,
    timeZone: row.time_zone,
    reminderHour: row.reminder_hour,
  };
}
