import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { noticeIdOf, sha256Hex } from "./notice-id.js";

const nodeSha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("notice ids (docs/shared-phone.md: change notices)", () => {
  it("hashes as SHA-256 does, across block boundaries and non-ASCII text", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (const length of [55, 56, 63, 64, 65, 119, 120, 200]) expect(sha256Hex("x".repeat(length))).toBe(nodeSha256("x".repeat(length)));
    expect(sha256Hex("Chikondi ŵ 🌍")).toBe(nodeSha256("Chikondi ŵ 🌍"));
  });

  it("is the hash of the lowercased install id, as the server writes a notice's appID", () => {
    const installId = "6F9619FF-8B86-D011-B42D-00C04FC964FF";
    expect(noticeIdOf(installId)).toBe(nodeSha256(installId.toLowerCase()));
    expect(noticeIdOf(installId.toLowerCase())).toBe(nodeSha256(installId.toLowerCase()));
  });
});
