/**
 * The arithmetic of an article's image made for phones (docs/operator-console.md, "Articles,
 * milestones and the health-issue tree"): its longest side at most 1024 px, kept as a JPEG data: URL
 * of quality 0.8 inside the article, within the size the server takes.
 */
export const PHONE_IMAGE_LONGEST_SIDE = 1024;
export const PHONE_IMAGE_QUALITY = 0.8;

/**
 * The most JSON one content item may hold, images and all: the server refuses more
 * (server/src/modules/content-releases/item-shapes.ts, MAX_ITEM_BYTES).
 */
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;

/** The size an image of `width` by `height` is drawn at: scaled down (never up) so its longest side is at most `longest`. */
export function phoneImageSize(width: number, height: number, longest = PHONE_IMAGE_LONGEST_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError(`an image of ${width} × ${height} px has no size`);
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bytes a base64 data: URL holds (what the image weighs once decoded), from its text alone. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(",");
  const payload = comma < 0 ? "" : dataUrl.slice(comma + 1);
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** A size as a reader says it: "850 KB", "2.4 MB" (1 KB = 1024 bytes), in the console's language. */
export function formatBytes(bytes: number, locale: string): string {
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024))} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

/**
 * Why a sized image cannot go into an article: with it, the article's JSON would pass the server's
 * limit. `imageChars` is the data: URL's length, `articleBytes` the article's JSON as it stands
 * (both ASCII but for the article's own text). Null when it fits.
 */
export function imageRefusal(imageChars: number, articleBytes: number): { size: number; room: number } | null {
  const room = Math.max(0, MAX_ITEM_BYTES - articleBytes);
  return imageChars > room ? { size: imageChars, room } : null;
}
