/** Chat (docs/product.md §1): the longest message a user may send. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export type ChatTextProblem = "empty" | "too-long";

/** The text a message is sent with: trimmed; empty or longer than the limit is refused. */
export function chatText(raw: string): { text: string } | { problem: ChatTextProblem } {
  const text = raw.trim();
  if (text.length === 0) return { problem: "empty" };
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return { problem: "too-long" };
  return { text };
}
