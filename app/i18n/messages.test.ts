import { describe, expect, it } from "vitest";
import { defineMessages, messagesIn, messagesT, stringsT } from "./messages";

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

  it("gives a loader the catalogue in one language, which stringsT translates on the page", () => {
    const strings = messagesIn(messages, "th");
    expect(strings).toEqual({ greeting: "สวัสดี {{name}}", nested: { only: "ภาษาไทย" } });
    // What crosses the wire is JSON: the page translates the parsed copy, not the catalogue.
    const t = stringsT(JSON.parse(JSON.stringify(strings)) as typeof strings);
    expect(t("greeting", { name: "สมชาย" })).toBe("สวัสดี สมชาย");
    expect(t("nested.only")).toBe("ภาษาไทย");
    // @ts-expect-error an unknown key is a type error; at run time it shows the key
    expect(t("nested.missing")).toBe("nested.missing");
  });
});
