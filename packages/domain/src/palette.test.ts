import { describe, expect, it } from "vitest";
import { CLIENT_PALETTE, clientColour } from "./palette.js";

describe("client colour palette (docs/product.md §3)", () => {
  it("has 17 background/text pairs, the first #e63946 with white text", () => {
    expect(CLIENT_PALETTE).toHaveLength(17);
    expect(CLIENT_PALETTE[0]).toEqual({ background: "#e63946", text: "#ffffff" });
    expect(new Set(CLIENT_PALETTE.map((p) => p.background)).size).toBe(17);
  });

  it("gives a client the same pair every time, and spreads clients over the palette", () => {
    expect(clientColour("0b9e4c1a-1111")).toBe(clientColour("0b9e4c1a-1111"));
    const used = new Set(Array.from({ length: 200 }, (_, i) => clientColour(`client-${i}`).background));
    expect(used.size).toBe(17);
  });
});
