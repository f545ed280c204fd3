import DOMPurify from "dompurify";

/** Tags server-provided content may use; everything else is dropped. */
const ALLOWED_TAGS = ["h1", "h2", "h3", "h4", "p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "img", "blockquote", "span"];
const ALLOWED_ATTR = ["href", "src", "alt", "title"];

/**
 * Server-provided HTML (articles) made safe to render: no script, no event handlers, no javascript:
 * links (docs/decisions/0007-server-html-is-sanitised.md). In ui/ so the worker app's screens and the
 * console's article preview render through the one allow-list.
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
