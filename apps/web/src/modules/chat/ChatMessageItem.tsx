import { useState } from "react";
import { serverNow } from "../../platform/server-clock.js";
import { t, texts } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { sentAtLabel, type ChatRow } from "./chat-rows.js";
import { showSaved } from "../../ui/saved-notice.js";

/** One message: sender, time, text, read-aloud; the sender may delete it (a second press confirms). */
export function ChatMessageItem({ row }: { row: ChatRow }) {
  const runtime = useEditing();
  const [confirming, setConfirming] = useState(false);

  async function remove() {
    await runtime.queue("chat_messages", row.uuid, "DELETE", null, row.dataversion);
    showSaved(runtime.notices, "DELETED_ON_DEVICE");
  }

  return (
    <li className={row.mine ? "chat-message mine" : "chat-message"} data-testid="chat-message" data-uuid={row.uuid} data-waiting={row.waiting}>
      <div className="chat-meta">
        <span className="chat-sender" data-testid="chat-sender">
          {row.senderName}
        </span>
        <time dateTime={row.sentAt}>{sentAtLabel(row.sentAt, texts.get().language, serverNow())}</time>
      </div>
      <p className="chat-text" data-testid="chat-text">
        {row.text}
      </p>
      <div className="chat-actions">
        {row.waiting && (
          <span className="pending-badge" data-testid="chat-waiting">
            {t("CHAT_WAITING")}
          </span>
        )}
        <ReadAloudButton text={`${row.senderName}: ${row.text}`} />
        {row.mine && !confirming && (
          <button type="button" data-testid="chat-delete" onClick={() => setConfirming(true)}>
            {t("DELETE")}
          </button>
        )}
        {row.mine && confirming && (
          <button type="button" className="danger" data-testid="chat-delete-confirm" onClick={() => void remove()}>
            {t("CHAT_DELETE_CONFIRM")}
          </button>
        )}
      </div>
    </li>
  );
}
