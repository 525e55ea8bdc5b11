import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { sendFailureOf, sendKeepingForm } from "./failed-send";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/admin/articles/1/edit", { method: "POST", body: new URLSearchParams(fields) });
}

const message = (failure: string) => `failed: ${failure}`;

describe("a form whose answer never came", () => {
  it("keeps the sent values and says why when the connection is lost", async () => {
    const reply = await sendKeepingForm(
      post({ "en.title": "Typed", "en.content": "<p>Body</p>" }),
      () => Promise.reject(new TypeError("Failed to fetch")),
      message,
    );
    // A failure status: the router then leaves the page's data alone instead of failing to reload it.
    expect(reply).toMatchObject({ init: { status: 503 } });
    expect(reply).toMatchObject({
      data: {
        unsent: "unreachable",
        result: {
          status: "error",
          error: { "": ["failed: unreachable"] },
          initialValue: { en: { title: "Typed", content: "<p>Body</p>" } },
        },
      },
    });
  });

  it("says the server failed when it answered with a 5xx or an unreadable answer", async () => {
    const thrown = await sendKeepingForm(post({ slug: "a" }), () => Promise.reject(new Error("Unable to decode")), message);
    expect(thrown).toMatchObject({
      data: { unsent: "serverError", result: { error: { "": ["failed: serverError"] } } },
      init: { status: 502 },
    });
    // What a response thrown by the action arrives as in the browser (an error response).
    expect(sendFailureOf({ status: 503, statusText: "", internal: false, data: "down" })).toBe("serverError");
    expect(sendFailureOf({ status: 404, statusText: "", internal: false, data: "gone" })).toBeNull();
  });

  it("lets redirects and the action's own answers through untouched", async () => {
    const answer = { result: { status: "success" as const } };
    expect(await sendKeepingForm(post({}), () => Promise.resolve(answer), message)).toBe(answer);
    const toLogin = redirect("/login");
    await expect(sendKeepingForm(post({}), () => Promise.reject(toLogin), message)).rejects.toBe(toLogin);
  });
});
