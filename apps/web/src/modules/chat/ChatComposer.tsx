import { CHAT_MESSAGE_MAX_LENGTH, chatText } from "@stepwise/domain";
import { serverNow } from "../../platform/server-clock.js";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { t } from "../../i18n/t.js";
import { useEditing } from "../../sync/runtime-context.js";
import { newChatRecord } from "./chat-rows.js";

/** The labelled text box and send button; a message goes to the outbox first, online or not. */
export function ChatComposer() {
  const runtime = useEditing();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const checked = chatText(draft);
    if ("problem" in checked) {
      setError(checked.problem === "empty" ? t("CHAT_TEXT_EMPTY") : t("CHAT_TEXT_TOO_LONG", { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    const uuid = crypto.randomUUID();
    await runtime.queue("chat_messages", uuid, "UPSERT", newChatRecord(uuid, checked.text, serverNow()), null);
    setDraft("");
    setError(null);
  }

  /** Enter sends, Shift+Enter starts a new line. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form className="chat-composer" onSubmit={(event) => void send(event)}>
      <label htmlFor="chat-text">{t("CHAT_MESSAGE_LABEL")}</label>
      <div className="chat-composer-row">
        <textarea
          id="chat-text"
          data-testid="chat-input"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={draft}
          aria-invalid={error !== null}
          aria-describedby={error ? "chat-error" : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="primary" data-testid="chat-send">
          {t("CHAT_SEND")}
        </button>
      </div>
      {error && (
        <p id="chat-error" className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
