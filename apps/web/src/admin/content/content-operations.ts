import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * The content page's GraphQL operations (docs/operator-console.md, "The content page"), written to
 * the content-release contract of the server's content-releases module while its schema is being
 * built; they become content.graphql's generated documents once it is in schema/schema.graphql.
 */
export interface DraftSettings {
  app_title: string;
  login: boolean;
  metadata: { text2speech: boolean; userLogin: boolean; introText?: string | null };
  languages: Array<{ id: string; name: string; languageCode: string }>;
  regions: Array<{ id: string; name: string; countryID?: number | null }>;
  forms: Array<{ formtype: string }>;
}

export interface DraftItem {
  kind: string;
  key: string;
  language: string;
  /** JSON text */
  content: string;
}

export interface DraftProblem {
  where: string;
  message: string;
}

export interface Draft {
  applicationId: number;
  baseRelease: number;
  changed: boolean;
  updatedBy?: string | null;
  updatedAt?: string | null;
  settings: DraftSettings;
  problems: DraftProblem[];
  missingTexts: Array<{ language: string; count: number; keys: string[] }>;
  texts: DraftItem[];
  clientTemplates: DraftItem[];
  forms: DraftItem[];
}

export interface Release {
  applicationId: number;
  number: number;
  note: string;
  publishedBy: string;
  publishedAt: string;
  rolledBackTo?: number | null;
}

export interface ReleaseChange {
  where: string;
  change: string;
  before?: string | null;
  after?: string | null;
}

export interface SettingsInput {
  app_title: string;
  login: boolean;
  text2speech: boolean;
  userLogin: boolean;
  introText?: string | null;
  languages: Array<{ id: string; name: string; languageCode: string }>;
  regions: Array<{ id: string; name: string; countryID?: number | null }>;
  forms: string[];
}

const DRAFT_FIELDS = `
  applicationId
  baseRelease
  changed
  updatedBy
  updatedAt
  settings {
    app_title
    login
    metadata { text2speech userLogin introText }
    languages { id name languageCode }
    regions { id name countryID }
    forms { formtype }
  }
  problems { where message }
  missingTexts { language count keys }
  texts: items(kind: "translations") { kind key language content }
  clientTemplates: items(kind: "generic_clients") { kind key language content }
  forms: items(kind: "forms") { kind key language content }
`;

type AppId = { applicationId: number };

export const ContentDeploymentsDocument: TypedDocumentNode<{ contentDeployments: Array<{ id: number; app_identifier: string; app_title: string }> }> = gql`
  query ContentDeployments {
    contentDeployments {
      id
      app_identifier
      app_title
    }
  }
`;

/** Named ContentDraft: the content page's other sections refetch it by this name after their changes. */
export const ContentDraftDocument: TypedDocumentNode<{ contentDraft: Draft }, AppId> = gql`
  query ContentDraft($applicationId: Int!) {
    contentDraft(applicationId: $applicationId) { ${DRAFT_FIELDS} }
  }
`;

export const UpdateDraftSettingsDocument: TypedDocumentNode<{ updateDraftSettings: Draft }, AppId & { settings: SettingsInput }> = gql`
  mutation UpdateDraftSettings($applicationId: Int!, $settings: DeploymentSettingsInput!) {
    updateDraftSettings(applicationId: $applicationId, settings: $settings) { ${DRAFT_FIELDS} }
  }
`;

export const PutDraftItemDocument: TypedDocumentNode<{ putDraftItem: Draft }, AppId & { item: DraftItem }> = gql`
  mutation PutDraftItem($applicationId: Int!, $item: ContentItemInput!) {
    putDraftItem(applicationId: $applicationId, item: $item) { ${DRAFT_FIELDS} }
  }
`;

export const DiscardDraftDocument: TypedDocumentNode<{ discardDraft: Draft }, AppId> = gql`
  mutation DiscardDraft($applicationId: Int!) {
    discardDraft(applicationId: $applicationId) { ${DRAFT_FIELDS} }
  }
`;

export const ContentReleasesDocument: TypedDocumentNode<{ contentReleases: Release[] }, AppId> = gql`
  query ContentReleases($applicationId: Int!) {
    contentReleases(applicationId: $applicationId) {
      applicationId
      number
      note
      publishedBy
      publishedAt
      rolledBackTo
    }
  }
`;

export const ReleaseDiffDocument: TypedDocumentNode<{ releaseDiff: ReleaseChange[] }, AppId & { from: number; to: number }> = gql`
  query ReleaseDiff($applicationId: Int!, $from: Int!, $to: Int!) {
    releaseDiff(applicationId: $applicationId, from: $from, to: $to) {
      where
      change
      before
      after
    }
  }
`;

export const PublishDraftDocument: TypedDocumentNode<{ publishDraft: Release }, AppId & { note: string }> = gql`
  mutation PublishDraft($applicationId: Int!, $note: String!) {
    publishDraft(applicationId: $applicationId, note: $note) {
      applicationId
      number
      note
      publishedBy
      publishedAt
      rolledBackTo
    }
  }
`;

export const RollbackReleaseDocument: TypedDocumentNode<{ rollbackRelease: Release }, AppId & { to: number; note?: string | null }> = gql`
  mutation RollbackRelease($applicationId: Int!, $to: Int!, $note: String) {
    rollbackRelease(applicationId: $applicationId, to: $to, note: $note) {
      applicationId
      number
      note
      publishedBy
      publishedAt
      rolledBackTo
    }
  }
`;

export const PreviewDraftDocument: TypedDocumentNode<
  { previewDraft: { token: string; expiresAt: string; url: string } },
  AppId & { language?: string | null }
> = gql`
  mutation PreviewDraft($applicationId: Int!, $language: String) {
    previewDraft(applicationId: $applicationId, language: $language) {
      token
      expiresAt
      url
    }
  }
`;
