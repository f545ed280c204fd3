import { createHmac } from "node:crypto";

/**
 * Issue 9: without the identifiable scope a report never shows who a person is. A pseudonym is an
 * HMAC of the record's uuid with the deployment's server-only key: stable within the deployment
 * (the same client is the same pseudonym on every page and report) and unlinkable across them.
 */
export function pseudonym(secret: string, value: string): string {
  return `P-${createHmac("sha256", secret).update(value).digest("hex").slice(0, 16)}`;
}

type Row = Record<string, unknown>;

/** A record as a reporting token without the identifiable scope may see it (names, birthdates, images gone). */
export function withoutIdentity(table: string, record: Row, secret: string): Row {
  const uuid = String(record.uuid ?? "");
  switch (table) {
    case "clients":
      return {
        ...record,
        clientname: pseudonym(secret, uuid),
        clientFormFields: Array.isArray(record.clientFormFields) ? record.clientFormFields.map(withoutFieldText) : record.clientFormFields,
      };
    case "client_images":
      return { ...record, image: "" };
    case "client_elements":
      return withoutFieldText(record) as Row;
    case "my_children":
      return { ...record, birthdate: null };
    case "hiapp_client_forms":
      return { ...record, client_reference: record.client_reference == null ? null : pseudonym(secret, String(record.client_reference)) };
    case "chat_messages":
      // A conversation names people freely: only that it happened, when and by whom (pseudonymous) stays.
      return { ...record, sender_name: pseudonym(secret, `user:${String(record.sender_user_id)}`), text: "" };
    default:
      return record;
  }
}

/** Free text and dates of a form field may name or date a person; coded (numeric) answers stay. */
function withoutFieldText(field: unknown): unknown {
  if (!field || typeof field !== "object") return field;
  const f = field as Row;
  const categories = Array.isArray(f.categories) ? f.categories.map((c) => (c && typeof c === "object" ? { ...(c as Row), text_input: null } : c)) : f.categories;
  return { ...f, answer: typeof f.answer === "number" ? f.answer : null, birthdate: null, categories };
}
