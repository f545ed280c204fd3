import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { LibraryDraftDocument, LibraryPutItemDocument, LibraryRemoveItemDocument } from "../../generated/graphql.js";
import { consoleErrorText } from "../console-error.js";
import { useAdminTexts } from "../admin-i18n.js";

/** The Content page's own query and this section's: both show what a save changed (the draft's problems, "changed"). */
const AFTER_A_SAVE = ["ContentDraft", "LibraryDraft"];

export interface DraftItem<T> {
  key: string;
  language: string;
  content: T;
}

export interface DraftProblem {
  where: string;
  message: string;
}

/**
 * The draft's items of one kind in the chosen language (its first, until one is chosen), parsed, with the draft's languages and problems,
 * and the two edits on them (docs/operator-console.md, "Articles, milestones and the health-issue
 * tree"). Each save goes to the server at once, which checks it; the status says what came of it.
 */
export function useDraftItems<T>(applicationId: number, kind: string, chosenLanguage: string) {
  const { t } = useAdminTexts();
  // Every language's items of the kind at once (a few dozen): choosing another language asks nothing.
  const draft = useQuery(LibraryDraftDocument, { variables: { applicationId, kind } });
  const [put] = useMutation(LibraryPutItemDocument, { refetchQueries: AFTER_A_SAVE, awaitRefetchQueries: true });
  const [removeItem] = useMutation(LibraryRemoveItemDocument, { refetchQueries: AFTER_A_SAVE, awaitRefetchQueries: true });
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const data = draft.data?.contentDraft;
  const languages = data?.settings.languages ?? [];
  // The chosen language while the draft has it, else its first.
  const language = languages.some((l) => l.languageCode === chosenLanguage) ? chosenLanguage : (languages[0]?.languageCode ?? "");
  const items: Array<DraftItem<T>> = (data?.items ?? [])
    .filter((item) => item.language === language || item.language === "")
    .map((item) => ({ key: item.key, language: item.language, content: JSON.parse(item.content) as T }));

  /** Runs an edit and says how it went; true when the server took it. */
  const attempt = async (edit: () => Promise<unknown>): Promise<boolean> => {
    setStatus(null);
    try {
      await edit();
      setStatus({ text: t("LIB_SAVED"), failed: false });
      return true;
    } catch (error) {
      setStatus({ text: t("ERROR", { message: consoleErrorText(error, t) }), failed: true });
      return false;
    }
  };

  return {
    loading: draft.loading && !data,
    error: draft.error ? consoleErrorText(draft.error, t) : null,
    languages,
    language,
    forms: data?.settings.forms.map((f) => f.formtype) ?? [],
    items,
    problems: (data?.problems ?? []) as DraftProblem[],
    status,
    save: (key: string, itemLanguage: string, content: T) =>
      attempt(() => put({ variables: { applicationId, item: { kind, key, language: itemLanguage, content: JSON.stringify(content) } } })),
    remove: (key: string, itemLanguage: string) => attempt(() => removeItem({ variables: { applicationId, kind, key, language: itemLanguage } })),
  };
}
