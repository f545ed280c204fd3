import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  AdminEndDeviceSessionDocument,
  AdminMarkDeviceLostDocument,
  AdminPhonesDocument,
  AdminRetireDeviceDocument,
  AdminWipeDeviceNowDocument,
} from "../generated/graphql.js";
import { useAdminTexts } from "./admin-i18n.js";
import { ConfirmDialog } from "./ConfirmDialog.js";
import { consoleErrorText } from "./console-error.js";
import { lockedEditsText, PhoneCard, type AdminPhone, type PhoneAction } from "./PhoneCard.js";
import { usePageHeading } from "./use-page-heading.js";

/** How often the devices page asks again: a device that stops syncing shows within this. */
const REFRESH_MS = 10_000;

/**
 * docs/operator-console.md: the phones, each with the workers on it, those that stopped syncing
 * first; retire, lost and a wipe of locked edits confirmed by a typed word.
 */
export function DevicesPage() {
  const { t } = useAdminTexts();
  const heading = usePageHeading();
  const phones = useQuery(AdminPhonesDocument, { variables: { filter: { first: 500 } }, pollInterval: REFRESH_MS, notifyOnNetworkStatusChange: false });
  const [asked, setAsked] = useState<{ phone: AdminPhone; action: PhoneAction } | null>(null);
  const [waitingFor, setWaitingFor] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState("");
  const [failed, setFailed] = useState("");
  const [retire] = useMutation(AdminRetireDeviceDocument);
  const [lose] = useMutation(AdminMarkDeviceLostDocument);
  const [wipeNow] = useMutation(AdminWipeDeviceNowDocument);
  const [endSession] = useMutation(AdminEndDeviceSessionDocument);
  const needs = (phone: AdminPhone) => phone.installs.some((d) => d.attention !== null);
  const list = [...(phones.data?.phones ?? [])].sort((a, b) => Number(needs(b)) - Number(needs(a)));
  const needing = list.filter(needs).length;

  const act = async () => {
    const { phone, action } = asked!;
    setAsked(null);
    setFailed("");
    const variables = { installId: phone.id };
    try {
      if (action === "END_SESSION") await endSession({ variables });
      else if (action === "WIPE_NOW") await wipeNow({ variables });
      else await (action === "LOST" ? lose({ variables }) : retire({ variables }));
    } catch (error) {
      setFailed(t("ERROR", { message: consoleErrorText(error, t) }));
      return;
    }
    await phones.refetch();
    setStatus(t(action === "END_SESSION" ? "SESSION_ENDED_FOR" : "ORDER_GIVEN", { device: phoneName(phone) ?? phone.id }));
  };

  return (
    <section aria-labelledby="devices-title">
      <h1 id="devices-title" ref={heading} tabIndex={-1}>
        {t("NAV_DEVICES")}
      </h1>
      <p role="status" className="admin-status" data-testid="admin-status">
        {status}
      </p>
      {failed && <p role="alert">{failed}</p>}
      {phones.error && <p role="alert">{t("ERROR", { message: phones.error.message })}</p>}
      <p>{phones.loading && !phones.data ? t("LOADING") : list.length === 0 ? t("NONE_FOUND") : t("SHOWN_COUNT", { count: list.length })}</p>
      {needing > 0 && (
        <p className="admin-attention" data-testid="devices-needing-attention">
          {t(needing === 1 ? "NEEDS_ATTENTION_ONE" : "NEEDS_ATTENTION", { count: needing })}
        </p>
      )}
      <ul className="admin-cards" data-testid="devices-list">
        {list.map((phone) => (
          <PhoneCard
            key={phone.id}
            phone={phone}
            waitChosen={waitingFor.has(phone.id)}
            onAction={(p, action) => setAsked({ phone: p, action })}
            onWait={(p) => {
              setWaitingFor(new Set([...waitingFor, p.id]));
              setStatus(t("WAIT_CHOSEN"));
            }}
          />
        ))}
      </ul>
      {asked && <PhoneConfirm asked={asked} onConfirm={() => void act()} onCancel={() => setAsked(null)} />}
    </section>
  );
}

/** The phone's workers, by e-mail, for the page's messages; null for a phone nobody logged in on. */
function phoneName(phone: AdminPhone): string | null {
  const emails = phone.installs.flatMap((d) => (d.workerEmail ? [d.workerEmail] : []));
  return emails.length > 0 ? emails.join(", ") : null;
}

function PhoneConfirm({ asked, onConfirm, onCancel }: { asked: { phone: AdminPhone; action: PhoneAction }; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useAdminTexts();
  const { phone, action } = asked;
  const who = phoneName(phone) ?? phone.id;
  if (action === "END_SESSION") {
    return <ConfirmDialog title={`${t("END_SESSION")}: ${who}`} explanation={who} confirm={t("END_SESSION")} onConfirm={onConfirm} onCancel={onCancel} />;
  }
  const locked = lockedEditsText(phone, t);
  if (action === "WIPE_NOW") {
    const word = t("CONFIRM_WORD_WIPE");
    return (
      <ConfirmDialog
        title={`${t("WIPE_NOW")}: ${who}`}
        explanation={t("WIPE_NOW_EXPLAIN", { list: locked, word })}
        word={word}
        confirm={t("WIPE_NOW")}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  const lost = action === "LOST";
  const word = t(lost ? "CONFIRM_WORD_LOST" : "CONFIRM_WORD_RETIRE");
  // A lost phone wipes at once, locked edits too: the question names who loses how many (docs/shared-phone.md, "Retiring a phone").
  const loses = lost && locked ? `${t("LOST_LOSES", { list: locked })} ` : "";
  return (
    <ConfirmDialog
      title={`${t(lost ? "MARK_LOST" : "RETIRE")}: ${who}`}
      explanation={loses + t(lost ? "LOST_EXPLAIN" : "RETIRE_EXPLAIN", { word })}
      word={word}
      confirm={t(lost ? "MARK_LOST" : "RETIRE")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
