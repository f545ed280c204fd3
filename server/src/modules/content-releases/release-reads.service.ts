import type { Identity } from "../../auth/identity.js";
import { hashToken, newToken } from "../../auth/token.js";
import { Forbidden, NotFound, Unauthenticated } from "../../errors.js";
import type { Application } from "../content/application.type.js";
import type { ContentService } from "../content/content.service.js";
import { actingOn, settingsOf } from "./content-drafts.service.js";
import type { ContentReleasesRepository } from "./content-releases.repository.js";
import type { PreviewTicket } from "./content-releases.type.js";
import type { ReleaseSettings } from "./release-content.js";

/** docs/operator-console.md, "Previewing a draft": a ticket reads its deployment's draft this long. */
export const PREVIEW_MINUTES = 30;

export const PREVIEW_ENDED = "this preview has ended: open it again from the console";

/** Where a content query is answered from: the live copy (neither), a release, or a preview ticket's draft. */
export interface ContentSource {
  release?: number | null;
  preview?: string | null;
}

/**
 * docs/sync-and-api.md, "Content releases": the content queries and `application` answered from one
 * release's stored copy (`release: N`), or from a deployment's draft for a preview ticket's bearer
 * (X-Content-Preview); previewDraft mints the tickets.
 */
export class ReleaseReadsService {
  constructor(
    private readonly releases: ContentReleasesRepository,
    private readonly content: ContentService,
  ) {}

  /** Whether the request asks for a release or a preview rather than the live copy. */
  static wants(source: ContentSource): boolean {
    return source.release != null || (source.preview != null && source.preview !== "");
  }

  /** Content of one kind for a deployment, in a language, from the release or draft the source names. */
  async list(applicationId: number, kind: string, language: string, source: ContentSource): Promise<unknown[]> {
    const filter = { kind, language, withEveryLanguage: true };
    if (source.preview) {
      const previewed = await this.previewedDeployment(source.preview);
      if (previewed !== applicationId) throw new Forbidden(`this preview shows application ${previewed}'s draft, not application ${applicationId}'s`);
      const draft = await this.releases.draft(applicationId);
      const items = draft
        ? await this.releases.draftItems(applicationId, filter)
        : await this.releases.releaseItems((await this.releases.latestRelease(applicationId)).id, filter);
      return items.map((item) => item.content);
    }
    const release = await this.release(applicationId, source.release!);
    return (await this.releases.releaseItems(release.id, filter)).map((item) => item.content);
  }

  /**
   * The deployment of a host as a release holds it (contentVersion: that release's number), or a
   * preview ticket's deployment as its draft holds it (contentVersion: the number it would be published as).
   */
  async application(host: string, source: ContentSource): Promise<Application> {
    if (source.preview) {
      const applicationId = await this.previewedDeployment(source.preview);
      const live = await this.content.application(applicationId);
      const latest = await this.releases.latestRelease(applicationId);
      const draft = await this.releases.draft(applicationId);
      return withSettings(live, settingsOf(draft ? draft.settings : latest.settings), latest.number + 1);
    }
    const live = await this.content.applicationForHost(host);
    const release = await this.release(live.id, source.release!);
    return withSettings(live, settingsOf(release.settings), release.number);
  }

  /** A ticket (random 32 bytes, stored hashed) reading this deployment's draft for 30 minutes. */
  async mintPreview(identity: Identity, applicationId: number, language: string | null): Promise<PreviewTicket> {
    const acting = await actingOn(this.releases, identity, applicationId, "previewDraft");
    const token = newToken();
    const expiresAt = new Date(Date.now() + PREVIEW_MINUTES * 60_000);
    const lang = language ?? (await this.draftLanguage(acting.applicationId));
    await this.releases.insertPreviewTicket({
      token_hash: hashToken(token),
      application_id: acting.applicationId,
      minted_by: acting.by,
      expires_at: expiresAt,
    });
    return { token, expiresAt, url: `/?preview=${encodeURIComponent(token)}&lang=${encodeURIComponent(lang)}` };
  }

  /** The deployment an unexpired ticket previews; Unauthenticated for an expired or unknown one. */
  async previewedDeployment(token: string): Promise<number> {
    const applicationId = await this.releases.previewTicket(hashToken(token));
    if (applicationId === undefined) throw new Unauthenticated(PREVIEW_ENDED).because("PREVIEW_ENDED");
    return applicationId;
  }

  private async draftLanguage(applicationId: number): Promise<string> {
    const draft = await this.releases.draft(applicationId);
    const settings = settingsOf(draft ? draft.settings : (await this.releases.latestRelease(applicationId)).settings);
    return settings.languages[0]?.languageCode ?? "en";
  }

  private async release(applicationId: number, number: number) {
    await this.content.application(applicationId);
    // A deployment without a release (made before releases) first gets its release 1.
    await this.releases.latestRelease(applicationId);
    const release = await this.releases.release(applicationId, number);
    if (!release) throw new NotFound(`release: application ${applicationId} has no release ${number}`);
    return release;
  }
}

function withSettings(live: Application, settings: ReleaseSettings, contentVersion: number): Application {
  return {
    ...live,
    app_title: settings.app_title,
    login: settings.login,
    metadata: settings.metadata,
    languages: settings.languages,
    regions: settings.regions,
    forms: settings.forms,
    contentVersion,
  };
}
