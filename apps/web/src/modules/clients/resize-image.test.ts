import { describe, expect, it } from "vitest";
import { fitWithin, MAX_IMAGE_SIDE } from "./resize-image.js";

describe("resizing a client picture", () => {
  it("keeps an image that fits as it is", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE)).toEqual({ width: 1024, height: 1024 });
  });

  it("scales a camera photo down to 1024 pixels on its longest side, keeping its shape", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(5000, 2)).toEqual({ width: 1024, height: 1 });
  });

  it("refuses an image without pixels", () => {
    expect(() => fitWithin(0, 100)).toThrow("an image of 0×100 pixels cannot be resized");
  });
});
