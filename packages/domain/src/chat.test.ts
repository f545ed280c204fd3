import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH, chatText } from "./chat.js";

describe("chatText", () => {
  it("trims the text a message is sent with", () => {
    expect(chatText("  Muli bwanji?  \n")).toEqual({ text: "Muli bwanji?" });
  });

  it("refuses a message that is empty after trimming", () => {
    expect(chatText(" \n\t ")).toEqual({ problem: "empty" });
  });

  it("accepts exactly 2000 characters and refuses 2001", () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(chatText("a".repeat(2000))).toEqual({ text: "a".repeat(2000) });
    expect(chatText("a".repeat(2001))).toEqual({ problem: "too-long" });
  });
});
