import { describe, expect, it } from "vitest";
import { defineMessages, messagesT } from "./messages";

const messages = defineMessages(
  { greeting: "Hello, {{name}}", nested: { only: "English only" } },
  { greeting: "สวัสดี {{name}}", nested: { only: "ภาษาไทย" } },
);

describe("feature messages", () => {
  it("translates and interpolates in the requested language", () => {
    expect(messagesT(messages, "th")("greeting", { name: "สมชาย" })).toBe("สวัสดี สมชาย");
    expect(messagesT(messages, "en")("greeting", { name: "Ann" })).toBe("Hello, Ann");
  });

  it("shows the key for an unknown one", () => {
    // @ts-expect-error an unknown key is a type error; at run time it shows the key
    expect(messagesT(messages, "th")("nested.missing")).toBe("nested.missing");
  });
});
