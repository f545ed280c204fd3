import type { Identity } from "../../auth/identity.js";
import { NotFound } from "../../errors.js";
import { actingOn, type ContentDraftsService, settingsOf } from "./content-drafts.service.js";
import type { ContentReleasesRepository } from "./content-releases.repository.js";
import type { ContentDraft, ReleaseChange } from "./content-releases.type.js";
import type { ReleaseContent } from "./release-content.js";
import { releaseDiff } from "./release-diff.js";
import { readReleaseFile, releaseFile } from "./release-file.js";

/** docs/operator-console.md, "Content, drafts and releases": the diff between two releases, and a release as one file. */
export class ReleaseFilesService {
  constructor(
    private readonly releases: ContentReleasesRepository,
    private readonly drafts: ContentDraftsService,
  ) {}

  /** What changed from release `from` to release `to`, in readable words (release-diff.ts). */
  async diff(identity: Identity, applicationId: number, from: number, to: number): Promise<ReleaseChange[]> {
    const acting = await actingOn(this.releases, identity, applicationId, "releaseDiff");
    const [before, after] = [await this.contentOf(acting.applicationId, from, "from"), await this.contentOf(acting.applicationId, to, "to")];
    return releaseDiff(before, after).map((change) => ({ ...change, before: change.before ?? null, after: change.after ?? null }));
  }

  /** A release (the latest when no number) as one JSON document (release-file.ts). */
  async export(identity: Identity, applicationId: number, number: number | null): Promise<string> {
    const acting = await actingOn(this.releases, identity, applicationId, "exportRelease");
    const latest = await this.releases.latestRelease(acting.applicationId);
    const wanted = number ?? latest.number;
    return releaseFile({ app_identifier: acting.appIdentifier, number: wanted }, await this.contentOf(acting.applicationId, wanted, "number"));
  }

  /** An exported release (of any deployment) becomes this deployment's draft, its languages and settings with it. */
  async import(identity: Identity, applicationId: number, file: string): Promise<ContentDraft> {
    await actingOn(this.releases, identity, applicationId, "importRelease");
    const read = readReleaseFile(file);
    return this.drafts.replaceDraft(identity, applicationId, { settings: read.settings, items: read.items });
  }

  private async contentOf(applicationId: number, number: number, argument: string): Promise<ReleaseContent> {
    await this.releases.latestRelease(applicationId);
    const release = await this.releases.release(applicationId, number);
    if (!release) throw new NotFound(`${argument}: this deployment has no release ${number}`);
    return { settings: settingsOf(release.settings), items: await this.releases.releaseItems(release.id) };
  }
}
