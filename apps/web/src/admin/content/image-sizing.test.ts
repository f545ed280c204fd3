import { describe, expect, it } from "vitest";
import { dataUrlBytes, formatBytes, imageRefusal, MAX_ITEM_BYTES, phoneImageSize } from "./image-sizing.js";

describe("an article's image sized for phones", () => {
  it("scales the longest side down to 1024 px, keeping the proportions", () => {
    expect(phoneImageSize(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(phoneImageSize(3000, 4000)).toEqual({ width: 768, height: 1024 });
    expect(phoneImageSize(2048, 2048)).toEqual({ width: 1024, height: 1024 });
    // Rounded to whole pixels: 1500 × 1000 is 1024 × 682.67.
    expect(phoneImageSize(1500, 1000)).toEqual({ width: 1024, height: 683 });
  });

  it("never scales a small image up, and keeps a sliver at least 1 px", () => {
    expect(phoneImageSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(phoneImageSize(1024, 10)).toEqual({ width: 1024, height: 10 });
    expect(phoneImageSize(20000, 4)).toEqual({ width: 1024, height: 1 });
  });

  it("refuses an image without a size", () => {
    expect(() => phoneImageSize(0, 100)).toThrow(RangeError);
    expect(() => phoneImageSize(Number.NaN, 100)).toThrow(RangeError);
  });

  it("counts the bytes a base64 data: URL holds", () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa("abc")}`)).toBe(3);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa("abcd")}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa("abcde")}`)).toBe(5);
    expect(dataUrlBytes("data:,")).toBe(0);
  });

  it("refuses an image the article has no room for, naming its size and the room left", () => {
    expect(MAX_ITEM_BYTES).toBe(2 * 1024 * 1024);
    expect(imageRefusal(1_000_000, 1_000_000)).toBeNull();
    expect(imageRefusal(MAX_ITEM_BYTES - 500, 500)).toBeNull();
    expect(imageRefusal(MAX_ITEM_BYTES - 499, 500)).toEqual({ size: MAX_ITEM_BYTES - 499, room: MAX_ITEM_BYTES - 500 });
    expect(imageRefusal(10, MAX_ITEM_BYTES + 5)).toEqual({ size: 10, room: 0 });
  });

  it("says sizes as a reader does", () => {
    expect(formatBytes(900, "en")).toBe("900 B");
    expect(formatBytes(180 * 1024, "en")).toBe("180 KB");
    expect(formatBytes(2.4 * 1024 * 1024, "en")).toBe("2.4 MB");
    expect(formatBytes(2.4 * 1024 * 1024, "nl")).toBe("2,4 MB");
  });
});
