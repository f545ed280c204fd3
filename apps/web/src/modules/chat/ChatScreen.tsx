import { useEffect, useRef, useState } from "react";
import { storedApplication } from "../deployment/deployment.js";
import { ChatMessagesDocument } from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { useSyncView } from "../../sync/runtime-context.js";
import { useCachedQuery } from "../../sync/use-cached-query.js";
import type { StoredUser } from "../../vault/storage-keys.js";
import { LoginDrawer } from "../auth/LoginDrawer.js";
import { loginOffered } from "../auth/LoginRequired.js";
import { useStoredUser } from "../auth/use-stored-user.js";
import { ChatComposer } from "./ChatComposer.js";
import { ChatMessageItem } from "./ChatMessageItem.js";
import { chatRows } from "./chat-rows.js";
import "./chat.css";

/** /chat: messages between the logged-in users of this deployment, written offline and delivered live. */
export function ChatScreen() {
  const user = useStoredUser();
  return user ? <Conversation user={user} /> : <ChatNeedsLogin />;
}

function Conversation({ user }: { user: StoredUser }) {
  // Incoming messages reach this list through the change feed (chatCache.fetch writes the query),
  // so it is fetched once a login and then read from the cache.
  const { data, loading } = useCachedQuery(ChatMessagesDocument, {});
  const { waiting, online } = useSyncView();
  const rows = chatRows(data?.chatMessages ?? [], waiting, { id: user.id, name: user.name || user.email });
  const end = useRef<HTMLDivElement>(null);
  const last = rows.at(-1)?.uuid;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [last]);

  return (
    <section className="screen chat-screen" data-testid="chat-screen">
      <h1>{t("PAGE_CHAT")}</h1>
      {!online && <p className="muted">{t("CHAT_OFFLINE_HINT")}</p>}
      {!loading && !data && online && (
        <p className="form-error" role="alert">
          {t("CHAT_LOAD_FAILED")}
        </p>
      )}
      {rows.length === 0 && <p className="empty">{t("CHAT_EMPTY")}</p>}
      <ol className="chat-list" data-testid="chat-list" aria-label={t("PAGE_CHAT")} aria-live="polite">
        {rows.map((row) => (
          <ChatMessageItem key={row.uuid} row={row} />
        ))}
      </ol>
      <ChatComposer />
      {/* After the composer: scrolled into view, the newest message shows above the sticky text box. */}
      <div ref={end} />
    </section>
  );
}

/** Chat is between logged-in users: say so, and offer the login drawer where the deployment has logins. */
function ChatNeedsLogin() {
  const [open, setOpen] = useState(false);
  const offered = loginOffered(storedApplication());
  return (
    <section className="screen" data-testid="chat-needs-login">
      <h1>{t("PAGE_CHAT")}</h1>
      <p>{t(offered ? "CHAT_NEEDS_LOGIN" : "CHAT_NO_LOGIN")}</p>
      {offered && (
        <button type="button" className="primary" data-testid="chat-open-login" onClick={() => setOpen((o) => !o)}>
          {t("LOGIN")}
        </button>
      )}
      <LoginDrawer open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
