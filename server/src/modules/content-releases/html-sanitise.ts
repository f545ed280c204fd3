import sanitizeHtml from "sanitize-html";

/**
 * The tags and attributes an article's or page's HTML may keep: the app's allow-list
 * (docs/decisions/0007-server-html-is-sanitised.md, apps/web/src/modules/articles/safe-html.ts), applied
 * once more when an operator saves it, so a release never stores what the app would drop.
 */
const ALLOWED_TAGS = ["h1", "h2", "h3", "h4", "p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "a", "img", "blockquote", "span"];

/**
 * An image kept inside the content: a base64 PNG, JPEG or WebP (the Content-Security-Policy allows
 * data: images, docs/sync-and-api.md, "Accounts and hardening"). No other data: URL is kept.
 */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An image of the server's own origin: a path, never another host (the policy allows only 'self'). */
const OWN_PATH = /^\/(?!\/)[^\s\\]*$/;

export function isKeptImageSource(src: string): boolean {
  return DATA_IMAGE.test(src) || OWN_PATH.test(src);
}

/** Article or page HTML without script, event handlers, style, javascript: links or images from elsewhere. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title"], "*": ["title"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["data"] },
    allowProtocolRelative: false,
    // An image whose source is not kept goes entirely (an <img> without src shows nothing).
    exclusiveFilter: (frame) => frame.tag === "img" && !isKeptImageSource(frame.attribs.src ?? ""),
    // Text inside a dropped <script> or <style> goes with it.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  });
}
