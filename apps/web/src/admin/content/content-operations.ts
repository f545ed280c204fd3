/**
 * The content page's GraphQL operations (docs/operator-console.md, "The content page"): the
 * documents codegen made of content.graphql, and the shapes the page's parts and pure functions take
 * of their answers (the generated types are these with their __typename).
 */
export {
  ContentDeploymentsDocument,
  ContentDraftDocument,
  ContentReleasesDocument,
  DiscardDraftDocument,
  PreviewDraftDocument,
  PublishDraftDocument,
  PutDraftItemDocument,
  ReleaseDiffDocument,
  RollbackReleaseDocument,
  UpdateDraftSettingsDocument,
} from "../../generated/graphql.js";

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
