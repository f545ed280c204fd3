import type { Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { BadInput, Forbidden, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { ContentReleasesRepository, ReleaseRow } from "./content-releases.repository.js";
import type { ContentDraft, ContentRelease, DeploymentSettingsInput } from "./content-releases.type.js";
import { draftProblems } from "./draft-checks.js";
import { checkedItem } from "./item-shapes.js";
import type { ReleaseContent, ReleaseItem, ReleaseSettings } from "./release-content.js";

/** The longest release note. */
const MAX_NOTE = 2000;

/** The deployment an operator acts on, and how releases name her. */
export interface Acting {
  applicationId: number;
  appIdentifier: string;
  by: string;
}

/** How a release names its publisher: the operator's e-mail, or "ADMIN_TOKEN". */
export function publisherOf(identity: Identity): string {
  return identity.operator?.email ?? "ADMIN_TOKEN";
}

/**
 * The caller's deployment to act on: an operator of another deployment is refused with the same words
 * whether it exists or not (she learns nothing); workers and anyone else are refused by operatorScope.
 */
export async function actingOn(releases: ContentReleasesRepository, identity: Identity, applicationId: number, what: string): Promise<Acting> {
  const scope = operatorScope(identity, what);
  const deployment = await releases.deployment(applicationId);
  if (!deployment || !inScope(scope, deployment.app_identifier)) {
    if (scope.application !== null) throw new Forbidden(`${what}: application ${applicationId} is not a deployment of yours`);
    throw new NotFound(`application ${applicationId} does not exist`);
  }
  return { applicationId, appIdentifier: deployment.app_identifier, by: publisherOf(identity) };
}

/** A release's (or a draft's) stored settings as the shape says, the metadata's defaults filled in. */
export function settingsOf(stored: unknown): ReleaseSettings {
  const raw = stored as Partial<ReleaseSettings> & { metadata?: Partial<ReleaseSettings["metadata"]> };
  return {
    app_title: raw.app_title ?? "",
    login: raw.login ?? false,
    metadata: { text2speech: raw.metadata?.text2speech ?? true, userLogin: raw.metadata?.userLogin ?? false, introText: raw.metadata?.introText ?? null },
    languages: raw.languages ?? [],
    regions: (raw.regions ?? []).map((region) => ({ ...region, countryID: region.countryID ?? null })),
    forms: raw.forms ?? [],
  };
}

const languageCodes = (settings: ReleaseSettings) => settings.languages.map((language) => language.languageCode);

export const toContentRelease = (row: ReleaseRow): ContentRelease => ({
  applicationId: row.application_id,
  number: row.number,
  note: row.note,
  publishedBy: row.published_by,
  publishedAt: row.published_at,
  rolledBackTo: row.rolled_back_to,
});

/**
 * docs/operator-console.md, "Content, drafts and releases": the one draft of each deployment, edited
 * item by item and checked as it is; publishing makes it the next release and the live content, a
 * rollback makes an earlier release the next one. Publish and rollback are audit events.
 */
export class ContentDraftsService {
  constructor(
    private readonly releases: ContentReleasesRepository,
    private readonly audit: AuditLog,
  ) {}

  async draft(identity: Identity, applicationId: number): Promise<ContentDraft> {
    const acting = await actingOn(this.releases, identity, applicationId, "contentDraft");
    return this.releases.inTransaction((releases) => draftOf(releases, acting.applicationId));
  }

  updateSettings(identity: Identity, applicationId: number, input: DeploymentSettingsInput): Promise<ContentDraft> {
    const settings: ReleaseSettings = {
      app_title: input.app_title.trim(),
      login: input.login,
      metadata: { text2speech: input.text2speech, userLogin: input.userLogin, introText: input.introText ?? null },
      languages: input.languages.map(({ id, name, languageCode }) => ({ id, name: name.trim(), languageCode: languageCode.trim() })),
      regions: input.regions.map(({ id, name, countryID }) => ({ id, name: name.trim(), countryID: countryID ?? null })),
      forms: input.forms.map((formtype) => ({ formtype })),
    };
    return this.editDraft(identity, applicationId, "updateDraftSettings", async (releases, acting) => {
      await releases.touchDraft(acting.applicationId, acting.by, settings);
    });
  }

  putItem(identity: Identity, applicationId: number, item: { kind: string; key: string; language: string; content: string }): Promise<ContentDraft> {
    return this.editDraft(identity, applicationId, "putDraftItem", async (releases, acting) => {
      const draft = await releases.draft(acting.applicationId);
      const checked = checkedItem(item, languageCodes(settingsOf(draft!.settings)));
      await releases.putDraftItem(acting.applicationId, checked);
      await releases.touchDraft(acting.applicationId, acting.by);
    });
  }

  removeItem(identity: Identity, applicationId: number, item: { kind: string; key: string; language: string }): Promise<ContentDraft> {
    return this.editDraft(identity, applicationId, "removeDraftItem", async (releases, acting) => {
      if (!(await releases.removeDraftItem(acting.applicationId, item)))
        throw new NotFound(`the draft has no ${item.kind} item "${item.key}"${item.language ? ` in ${item.language}` : ""}`);
      await releases.touchDraft(acting.applicationId, acting.by);
    });
  }

  /** The draft goes; the deployment's draft is its latest release again. */
  async discard(identity: Identity, applicationId: number): Promise<ContentDraft> {
    const acting = await actingOn(this.releases, identity, applicationId, "discardDraft");
    return this.releases.inTransaction(async (releases) => {
      await releases.deleteDraft(acting.applicationId);
      return draftOf(releases, acting.applicationId);
    });
  }

  /** A release file's content (release-file.ts) becomes the draft, settings and items: each item checked as putDraftItem checks it. */
  replaceDraft(identity: Identity, applicationId: number, content: ReleaseContent): Promise<ContentDraft> {
    return this.editDraft(identity, applicationId, "importRelease", async (releases, acting) => {
      const languages = languageCodes(content.settings);
      const items = content.items.map((item, index) => {
        try {
          return checkedItem({ ...item, content: JSON.stringify(item.content) }, languages);
        } catch (error) {
          if (error instanceof BadInput) throw new BadInput(`file.items[${index}] (${item.kind} "${item.key}"): ${error.message}`);
          throw error;
        }
      });
      await releases.touchDraft(acting.applicationId, acting.by, content.settings);
      await releases.replaceDraftItems(acting.applicationId, items);
    });
  }

  async releasesOf(identity: Identity, applicationId: number): Promise<ContentRelease[]> {
    const acting = await actingOn(this.releases, identity, applicationId, "contentReleases");
    await this.releases.latestRelease(acting.applicationId);
    return (await this.releases.releases(acting.applicationId)).map(toContentRelease);
  }

  /**
   * The draft becomes release N+1 and the live content, in one transaction; refused naming every
   * problem while it has any, and when it changes nothing. The draft is gone after.
   */
  async publish(identity: Identity, applicationId: number, note: string): Promise<ContentRelease> {
    const acting = await actingOn(this.releases, identity, applicationId, "publishDraft");
    const text = checkedNote(note, true);
    const release = await this.releases.inTransaction(async (releases) => {
      await releases.lockDeployment(acting.applicationId);
      const latest = await releases.latestRelease(acting.applicationId);
      const draft = await releases.draft(acting.applicationId);
      if (!draft || !(await releases.draftDiffers(acting.applicationId, latest, settingsOf(latest.settings)))) throw new BadInput("the draft changes nothing");
      const settings = settingsOf(draft.settings);
      const problems = draftProblems({ settings, items: await releases.draftItems(acting.applicationId) });
      if (problems.length > 0)
        throw new BadInput(`the draft cannot be published while it has problems: ${problems.map((p) => `${p.where}: ${p.message}`).join("; ")}`);
      const made = await releases.insertRelease({
        application_id: acting.applicationId,
        number: latest.number + 1,
        note: text,
        published_by: acting.by,
        rolled_back_to: null,
        settings,
      });
      await releases.copyDraftItemsToRelease(acting.applicationId, made.id);
      await releases.makeLive(made);
      await releases.deleteDraft(acting.applicationId);
      return made;
    });
    await this.audit.record(identity, { action: "content.published", application: acting.appIdentifier, target: `release ${release.number}`, detail: text });
    return toContentRelease(release);
  }

  /** A new release N+1 equal to release `to`, made live; the draft, if any, is kept as it is. */
  async rollback(identity: Identity, applicationId: number, to: number, note: string | null): Promise<ContentRelease> {
    const acting = await actingOn(this.releases, identity, applicationId, "rollbackRelease");
    const text = note == null || note.trim() === "" ? `Rolled back to release ${to}` : checkedNote(note, false);
    const release = await this.releases.inTransaction(async (releases) => {
      await releases.lockDeployment(acting.applicationId);
      const latest = await releases.latestRelease(acting.applicationId);
      const earlier = await releases.release(acting.applicationId, to);
      if (!earlier) throw new NotFound(`to: this deployment has no release ${to}`);
      if (earlier.number === latest.number) throw new BadInput(`to: release ${to} is the latest release already`);
      const made = await releases.insertRelease({
        application_id: acting.applicationId,
        number: latest.number + 1,
        note: text,
        published_by: acting.by,
        rolled_back_to: earlier.number,
        settings: settingsOf(earlier.settings),
      });
      await releases.copyReleaseItems(earlier.id, made.id);
      await releases.makeLive(made);
      return made;
    });
    await this.audit.record(identity, { action: "content.rolledBack", application: acting.appIdentifier, target: `release ${release.number}`, detail: text });
    return toContentRelease(release);
  }

  /** Runs an edit on the deployment's draft, made from the latest release first when there is none. */
  private async editDraft(
    identity: Identity,
    applicationId: number,
    what: string,
    edit: (releases: ContentReleasesRepository, acting: Acting) => Promise<void>,
  ): Promise<ContentDraft> {
    const acting = await actingOn(this.releases, identity, applicationId, what);
    return this.releases.inTransaction(async (releases) => {
      await releases.lockDeployment(acting.applicationId);
      if (!(await releases.draft(acting.applicationId))) {
        const latest = await releases.latestRelease(acting.applicationId);
        await releases.createDraftFrom(latest, settingsOf(latest.settings), acting.by);
      }
      await edit(releases, acting);
      return draftOf(releases, acting.applicationId);
    });
  }
}

function checkedNote(note: string, required: boolean): string {
  const text = note.trim();
  if (required && text === "") throw new BadInput("note: say in a few words what this release changes");
  if (text.length > MAX_NOTE) throw new BadInput(`note: at most ${MAX_NOTE} characters`);
  return text;
}

/** The deployment's draft, or its latest release when nobody edited one. */
export async function draftOf(releases: ContentReleasesRepository, applicationId: number): Promise<ContentDraft> {
  const latest = await releases.latestRelease(applicationId);
  const draft = await releases.draft(applicationId);
  const settings = settingsOf(draft ? draft.settings : latest.settings);
  const items: ReleaseItem[] = draft ? await releases.draftItems(applicationId) : await releases.releaseItems(latest.id);
  return {
    applicationId,
    baseRelease: draft?.base_release ?? latest.number,
    changed: draft ? await releases.draftDiffers(applicationId, latest, settingsOf(latest.settings)) : false,
    updatedBy: draft?.updated_by ?? null,
    updatedAt: draft?.updated_at ?? null,
    settings,
    content: { settings, items },
  };
}
