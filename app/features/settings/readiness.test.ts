import { describe, expect, it } from "vitest";
import { type ReadinessFacts, readinessItems } from "./readiness";
import { readinessMessages } from "./readiness-messages";

const ready: ReadinessFacts = { paymentDetails: "ready", mail: true, googleSignIn: true, adminEmails: true, captcha: true };

describe("readinessItems", () => {
  it("is empty when everything is ready, so the dashboard shows no list", () => {
    expect(readinessItems(ready)).toEqual([]);
  });

  it("lists everything missing on a fresh site, payment details first", () => {
    expect(
      readinessItems({ paymentDetails: "missing", mail: false, googleSignIn: false, adminEmails: false, captcha: false }),
    ).toEqual(["paymentsMissing", "mail", "googleSignIn", "adminEmails", "captcha"]);
  });

  it("tells sample payment details apart from missing ones", () => {
    expect(readinessItems({ ...ready, paymentDetails: "sample" })).toEqual(["paymentsSample"]);
    expect(readinessItems({ ...ready, paymentDetails: "missing" })).toEqual(["paymentsMissing"]);
  });

  it.each([
    ["mail", "mail"],
    ["googleSignIn", "googleSignIn"],
    ["adminEmails", "adminEmails"],
    ["captcha", "captcha"],
  ] as const)("lists %s alone when only it is missing", (fact, item) => {
    expect(readinessItems({ ...ready, [fact]: false })).toEqual([item]);
  });

  it("says what to do for every item in both languages", () => {
    for (const language of ["en", "th"] as const) {
      for (const item of Object.values(readinessMessages[language].items)) {
        expect(item.title.length).toBeGreaterThan(0);
        expect(item.action.length).toBeGreaterThan(item.title.length);
      }
    }
    expect(Object.keys(readinessMessages.th.items)).toEqual(Object.keys(readinessMessages.en.items));
  });
});
