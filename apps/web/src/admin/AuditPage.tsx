import { useApolloClient, useQuery } from "@apollo/client/react";
import { CSV_FILE_BOM, MAX_AUDIT_CSV_EVENTS } from "@stepwise/domain";
import { useState, type FormEvent } from "react";
import { AdminAuditCsvDocument, AdminAuditEventsDocument, type AuditFilter } from "../generated/graphql.js";
import { formatWhen } from "./admin-format.js";
import { auditDetailText } from "./audit-detail.js";
import { useAdminTexts } from "./admin-i18n.js";
import { AUDIT_ACTION_WORDS, auditActionOf, auditActionWords } from "./audit-action-words.js";
import { AUDIT_KINDS, auditCsvName, auditFilterOf, EMPTY_AUDIT_FILTER, type AuditFilterForm } from "./audit-filter.js";
import { usePageHeading } from "./use-page-heading.js";

const PAGE = 100;

/** docs/operator-console.md: the audit log, with filters, older pages and the CSV export. */
export function AuditPage() {
  const { t, code } = useAdminTexts();
  const kindWords = (kind: string) => {
    const key = auditActionWords(kind);
    return key ? t(key) : kind;
  };
  // The filter's kinds by their names in the operator's language.
  const kinds = AUDIT_KINDS.map((kind) => ({ kind, name: t(AUDIT_ACTION_WORDS[kind]) })).sort((a, b) => a.name.localeCompare(b.name, code));
  const heading = usePageHeading();
  const client = useApolloClient();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(auditFilterOf(EMPTY_AUDIT_FILTER));
  const [before, setBefore] = useState<string | null>(null);
  const [exported, setExported] = useState("");
  const events = useQuery(AdminAuditEventsDocument, { variables: { filter: { ...filter, before, first: PAGE } }, fetchPolicy: "network-only" });
  const list = events.data?.auditEvents ?? [];
  const field = (key: keyof AuditFilterForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setBefore(null);
    setFilter(auditFilterOf(form));
  };
  const exportCsv = async () => {
    setExported(t("AUDIT_EXPORTING"));
    const { data, error } = await client.query({ query: AdminAuditCsvDocument, variables: { filter }, fetchPolicy: "network-only" });
    if (!data) {
      setExported(t("ERROR", { message: error?.message ?? "" }));
      return;
    }
    // Lines end in CRLF: the header, one per event, and an empty one after the last.
    const count = data.auditEventsCsv.split("\r\n").length - 2;
    setExported(t(count >= MAX_AUDIT_CSV_EVENTS ? "AUDIT_EXPORTED_CAPPED" : "AUDIT_EXPORTED", { count }));
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([CSV_FILE_BOM, data.auditEventsCsv], { type: "text/csv;charset=utf-8" }));
    link.download = auditCsvName(new Date());
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" ref={heading} tabIndex={-1}>
        {t("NAV_AUDIT")}
      </h1>
      <p role="status" className="admin-status" data-testid="audit-export-status">
        {exported}
      </p>
      <form className="admin-form admin-filters" onSubmit={apply}>
        <label>
          {t("AUDIT_ACTION")}
          <select data-testid="audit-action" {...field("kind")}>
            <option value="">{t("ANY_ACTION")}</option>
            {kinds.map(({ kind, name }) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("AUDIT_ACTOR")}
          <input data-testid="audit-actor" maxLength={320} {...field("actor")} />
        </label>
        <label>
          {t("AUDIT_TARGET")}
          <input data-testid="audit-target" maxLength={320} {...field("target")} />
        </label>
        <label>
          {t("FROM")}
          <input type="date" data-testid="audit-from" {...field("from")} />
        </label>
        <label>
          {t("TO")}
          <input type="date" data-testid="audit-to" {...field("to")} />
        </label>
        <div className="admin-actions">
          <button type="submit" className="primary" data-testid="audit-apply">
            {t("FILTER")}
          </button>
          <button type="button" data-testid="audit-export" onClick={() => void exportCsv()}>
            {t("EXPORT_CSV")}
          </button>
        </div>
      </form>
      {events.error && <p role="alert">{t("ERROR", { message: events.error.message })}</p>}
      <p aria-live="polite">{events.loading && !events.data ? t("LOADING") : list.length === 0 ? t("NONE_FOUND") : t("SHOWN_COUNT", { count: list.length })}</p>
      <ul className="admin-cards" data-testid="audit-list">
        {list.map((event) => (
          <li
            key={event.id}
            className="admin-card"
            data-testid="audit-event"
            data-kind={event.kind}
            data-action={auditActionOf(event.kind)}
            data-target={event.target ?? ""}
          >
            <h2 className="admin-card-title" title={auditActionOf(event.kind)}>
              {kindWords(event.kind)}
            </h2>
            <dl className="admin-facts">
              <dt>{t("AT")}</dt>
              {/* docs/product.md §10: the time in the event's deployment's zone, the zone the day filter counts in. */}
              <dd title={event.timeZone}>{`${formatWhen(event.at, code, t("UNKNOWN"), event.timeZone)} (${event.timeZone})`}</dd>
              <dt>{t("AUDIT_WHO")}</dt>
              <dd>{event.actor ? `${event.actor} (${event.actorKind})` : event.actorKind}</dd>
              <dt>{t("AUDIT_WHAT")}</dt>
              <dd className="admin-id">{event.target ?? ""}</dd>
              <dt>{t("DEPLOYMENT")}</dt>
              <dd>{event.application ?? ""}</dd>
              <dt>{t("DETAIL")}</dt>
              <dd>{auditDetailText(event.detail, t)}</dd>
              <dt>{t("ADDRESS")}</dt>
              <dd>{event.address ?? ""}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {list.length === PAGE && (
        <button type="button" onClick={() => setBefore(list.at(-1)!.id)}>
          {t("OLDER")}
        </button>
      )}
    </section>
  );
}
