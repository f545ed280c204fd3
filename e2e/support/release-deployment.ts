import { randomUUID } from "node:crypto";
import { adminGraphQL } from "./api.js";

/** A deployment's id by app identifier, the seed's (the lowest id) where several share it. */
export async function deploymentIdOf(baseUrl: string, appIdentifier: string): Promise<number> {
  const { contentDeployments } = await adminGraphQL<{ contentDeployments: Array<{ id: number; app_identifier: string }> }>(
    baseUrl,
    "{ contentDeployments { id app_identifier } }",
  );
  return contentDeployments.filter((d) => d.app_identifier === appIdentifier).sort((a, b) => a.id - b.id)[0]!.id;
}

/**
 * A MALA deployment of this test's own, on a host of its own, holding MALA's seed release (release 1,
 * exported and imported, then published): what its releases and drafts become touches no other test's.
 */
export async function malaCopy(baseUrl: string, label: string): Promise<{ id: number; host: string }> {
  const host = `${label}-${randomUUID().slice(0, 6)}.localhost`;
  const { createDeployment } = await adminGraphQL<{ createDeployment: { id: number } }>(
    baseUrl,
    "mutation($input: CreateDeploymentInput!) { createDeployment(input: $input) { id } }",
    {
      input: {
        app_identifier: "MALA",
        host,
        app_title: `Stepwise Malawi ${label}`,
        version: "2.05.0",
        metadata: { text2speech: false, userLogin: false },
        languages: [{ id: "1", name: "English", languageCode: "en" }],
        regions: [{ id: "1", name: "Zomba", countryID: null }],
        forms: ["MILESTONE"],
      },
    },
  );
  const mala = await deploymentIdOf(baseUrl, "MALA");
  const { exportRelease } = await adminGraphQL<{ exportRelease: string }>(baseUrl, "query($id: Int!) { exportRelease(applicationId: $id, number: 1) }", {
    id: mala,
  });
  await adminGraphQL(baseUrl, "mutation($id: Int!, $file: String!) { importRelease(applicationId: $id, file: $file) { changed } }", {
    id: createDeployment.id,
    file: exportRelease,
  });
  await publish(baseUrl, createDeployment.id, "MALA's seed content");
  return { id: createDeployment.id, host };
}

/** One item of a deployment's draft, its content parsed. */
export async function draftItem<T>(baseUrl: string, applicationId: number, kind: string, key: string, language: string): Promise<T> {
  const { contentDraft } = await adminGraphQL<{ contentDraft: { items: Array<{ key: string; content: string }> } }>(
    baseUrl,
    "query($id: Int!, $kind: String, $language: String) { contentDraft(applicationId: $id) { items(kind: $kind, language: $language) { key content } } }",
    { id: applicationId, kind, language },
  );
  const item = contentDraft.items.find((i) => i.key === key);
  if (!item) throw new Error(`no ${kind} ${key} (${language}) in application ${applicationId}'s draft`);
  return JSON.parse(item.content) as T;
}

export async function putDraftItem(
  baseUrl: string,
  applicationId: number,
  item: { kind: string; key: string; language: string; content: unknown },
): Promise<void> {
  await adminGraphQL(baseUrl, "mutation($id: Int!, $item: ContentItemInput!) { putDraftItem(applicationId: $id, item: $item) { changed } }", {
    id: applicationId,
    item: { ...item, content: JSON.stringify(item.content) },
  });
}

/** Publishes the draft; answers the new release's number. */
export async function publish(baseUrl: string, applicationId: number, note: string): Promise<number> {
  const { publishDraft } = await adminGraphQL<{ publishDraft: { number: number } }>(
    baseUrl,
    "mutation($id: Int!, $note: String!) { publishDraft(applicationId: $id, note: $note) { number } }",
    { id: applicationId, note },
  );
  return publishDraft.number;
}
