import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import type { ReleaseContent } from "./release-content.js";

/** A seed deployment as a release's content (release 1 of it, docs/operator-console.md), for tests of the pure parts. */
export function seedContent(appIdentifier: string): ReleaseContent {
  const deployment = SEED_DEPLOYMENTS.find((d) => d.app_identifier === appIdentifier);
  if (!deployment) throw new Error(`no seed deployment ${appIdentifier}`);
  return {
    settings: {
      app_title: deployment.app_title,
      login: deployment.login,
      metadata: { ...deployment.metadata },
      languages: deployment.languages.map((l) => ({ ...l })),
      regions: deployment.regions.map((r) => ({ ...r })),
      forms: deployment.forms.map((f) => ({ ...f })),
    },
    items: deployment.content.map((item) => ({ ...item, content: structuredClone(item.content) })),
  };
}
