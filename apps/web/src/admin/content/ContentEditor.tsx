import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useAdminTexts } from "../admin-i18n.js";
import type { ProblemPlace } from "./change-groups.js";
import { ArticlesSection } from "./ArticlesSection.js";
import { ClientFormTab } from "./ClientFormTab.js";
import { ContentDraftDocument } from "./content-operations.js";
import { ContentTabs, type TabDefinition } from "./ContentTabs.js";
import { DraftState } from "./DraftState.js";
import { ExportImportSection } from "./ExportImportSection.js";
import { HealthTreeSection } from "./HealthTreeSection.js";
import { MilestonesSection } from "./MilestonesSection.js";
import { PreviewTab } from "./PreviewTab.js";
import { ReleasesTab } from "./ReleasesTab.js";
import { SettingsTab } from "./SettingsTab.js";
import { TextsTab } from "./TextsTab.js";

/** One deployment's draft: its state and problems above, the tabs that edit, preview and publish it below. */
export function ContentEditor({ applicationId }: { applicationId: number }) {
  const { t } = useAdminTexts();
  const draft = useQuery(ContentDraftDocument, { variables: { applicationId } });
  const [tab, setTab] = useState("settings");
  // Where a problem's Show led: its tab opens with that text or field in view.
  const [focus, setFocus] = useState<{ tab: string; focus: string | null; at: number } | null>(null);
  const show = (place: ProblemPlace) => {
    setTab(place.tab);
    setFocus({ tab: place.tab, focus: place.focus, at: Date.now() });
  };
  if (draft.error && !draft.data) return <p role="alert">{t("ERROR", { message: draft.error.message })}</p>;
  const current = draft.data?.contentDraft;
  if (!current) return <p>{t("LOADING")}</p>;
  const focusOf = (id: string) => (focus?.tab === id ? focus : null);
  const tabs: TabDefinition[] = [
    { id: "settings", label: t("TAB_SETTINGS"), render: () => <SettingsTab key={current.updatedAt ?? ""} draft={current} /> },
    { id: "texts", label: t("TAB_TEXTS"), render: () => <TextsTab key={focusOf("texts")?.at ?? 0} draft={current} focus={focusOf("texts")} /> },
    {
      id: "client-form",
      label: t("TAB_CLIENT_FORM"),
      render: () => <ClientFormTab key={focusOf("client-form")?.at ?? 0} draft={current} focus={focusOf("client-form")} />,
    },
    // The content library's sections (docs/operator-console.md, "Articles, milestones and the health-issue tree").
    { id: "articles", label: t("TAB_ARTICLES"), render: () => <ArticlesSection applicationId={applicationId} /> },
    { id: "milestones", label: t("TAB_MILESTONES"), render: () => <MilestonesSection applicationId={applicationId} /> },
    { id: "health-tree", label: t("TAB_HEALTH_TREE"), render: () => <HealthTreeSection applicationId={applicationId} /> },
    { id: "preview", label: t("TAB_PREVIEW"), render: () => <PreviewTab draft={current} /> },
    { id: "releases", label: t("TAB_RELEASES"), render: () => <ReleasesTab draft={current} onShowProblem={show} /> },
    { id: "export-import", label: t("TAB_EXPORT_IMPORT"), render: () => <ExportImportSection applicationId={applicationId} /> },
  ];
  return (
    <>
      <DraftState draft={current} onShowProblem={show} />
      <ContentTabs tabs={tabs} current={tab} onChoose={setTab} />
    </>
  );
}
