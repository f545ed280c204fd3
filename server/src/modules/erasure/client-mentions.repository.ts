import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

/** The text a chat message that named an erased client is left with (docs/operating.md, "Erasing a client"). */
export const BLANKED_CHAT_TEXT = "[removed]";

/** A name shorter than this is not looked for in free text: it would blank words that are not her. */
const MIN_NAME_LENGTH = 3;

/** Her name as stored: `clientname`, else the answer of the client form's name field. */
export function clientNameOf(content: Record<string, unknown>): string | null {
  const fields = Array.isArray(content.clientFormFields) ? (content.clientFormFields as Record<string, unknown>[]) : [];
  const answer = fields.find((f) => f?.clientField === "name")?.answer;
  const name = typeof content.clientname === "string" && content.clientname.trim() !== "" ? content.clientname : answer;
  return typeof name === "string" && name.trim().length >= MIN_NAME_LENGTH ? name.trim() : null;
}

/** Whether a free text names her: her uuid anywhere, or her whole name as stored, as whole words, in any case. */
export function namesHer(text: string, clientUuid: string, name: string | null): boolean {
  if (text.toLowerCase().includes(clientUuid.toLowerCase())) return true;
  if (name === null) return false;
  const words = name.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words.join("\\s+")}($|[^\\p{L}\\p{N}])`, "iu").test(text);
}

/**
 * Records of one deployment that name a client outside `client_uuid` (docs/operating.md, "Erasing a
 * client"): health-issue forms whose `client_reference` is her uuid or her name (trimmed, any case),
 * erased with her; and chat messages whose text names her (namesHer), answered to be blanked.
 */
export async function mentionsOf(tx: Kysely<Database>, application: string, clientUuid: string, name: string | null) {
  const candidates = [clientUuid, ...(name ? [name] : [])].map((v) => v.toLowerCase());
  const forms = await tx
    .selectFrom("records")
    .select(["table_name", "uuid"])
    .where("table_name", "=", "hiapp_client_forms")
    .where("application", "=", application)
    .where("deleted_at", "is", null)
    .where(sql<string>`lower(trim(content->>'client_reference'))`, "in", candidates)
    .execute();
  const like = (v: string) => `%${v.replace(/[\\%_]/g, "\\$&")}%`;
  const messages = await tx
    .selectFrom("records")
    .select(["uuid", "content"])
    .where("table_name", "=", "chat_messages")
    .where("application", "=", application)
    .where("deleted_at", "is", null)
    .where((eb) => eb.or(candidates.map((c) => eb(sql<string>`content->>'text'`, "ilike", like(c)))))
    .execute();
  const named = messages.filter((m) => typeof m.content.text === "string" && namesHer(m.content.text, clientUuid, name));
  return { forms: forms.map((r) => ({ table: r.table_name, uuid: r.uuid })), messages: named.map((m) => m.uuid) };
}

/** Blanks a chat message's text, drops its earlier versions, and puts it in the change feed (a new dataversion); answers that dataversion. */
export async function blankChatMessage(tx: Transaction<Database>, uuid: string): Promise<number> {
  await tx.deleteFrom("record_history").where("table_name", "=", "chat_messages").where("uuid", "=", uuid).execute();
  const written = await sql<{ dataversion: string }>`update records set content = jsonb_set(content, '{text}', to_jsonb(${BLANKED_CHAT_TEXT}::text)),
      updated_at = now(), dataversion = nextval('dataversion_seq'), feed_xid = pg_current_xact_id(), last_install_id = null
    where table_name = 'chat_messages' and uuid = ${uuid} returning dataversion`.execute(tx);
  return Number(written.rows[0]!.dataversion);
}
