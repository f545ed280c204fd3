/**
 * What a release, and a draft, of a deployment holds (docs/operator-console.md, "Content, drafts and
 * releases"): its settings and its content items. The checks, the diff and the release file work on
 * this shape alone, without the database.
 */
export interface ReleaseSettings {
  app_title: string;
  login: boolean;
  metadata: { text2speech: boolean; userLogin: boolean; introText: string | null };
  languages: { id: string; name: string; languageCode: string }[];
  regions: { id: string; name: string; countryID: number | null }[];
  forms: { formtype: string }[];
}

/** One content item, as content_items stores it; `language` is "" for an item of every language. */
export interface ReleaseItem {
  kind: string;
  key: string;
  language: string;
  content: unknown;
}

export interface ReleaseContent {
  settings: ReleaseSettings;
  items: ReleaseItem[];
}
