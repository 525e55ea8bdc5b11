import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary";
import { tag, tags, text } from "../../../tests/support/test-html";

describe("ErrorSummary", () => {
  const html = renderToString(
    <ErrorSummary
      title="There are 2 problems"
      errors={[
        { fieldId: "name", message: "Enter your name" },
        { fieldId: "email", message: "Enter an e-mail address" },
      ]}
    />,
  );

  it("is an alert named by its title that a script can focus", () => {
    const box = tag(html, "div");
    expect(box.role).toBe("alert");
    expect(box.tabindex).toBe("-1");
    expect(tag(html, "h2").id).toBe(box["aria-labelledby"]);
    expect(text(html)).toContain("There are 2 problems");
  });

  it("links each error to its field", () => {
    expect(tags(html, "a").map((link) => link.href)).toEqual(["#name", "#email"]);
    expect(html).toMatch(/<a href="#email"[^>]*>Enter an e-mail address<\/a>/);
  });

  it("inside a form's own live region is a group named by its title, not a second alert", () => {
    const inner = renderToString(
      <ErrorSummary live={false} title="Check the fields" errors={[{ fieldId: "name", message: "Your name" }]} />,
    );
    const box = tag(inner, "div");
    expect(box.role).toBe("group");
    expect(tag(inner, "h2").id).toBe(box["aria-labelledby"]);
  });

  it("shows a message about the whole form without a list", () => {
    const only = renderToString(<ErrorSummary title="Not sent" description="The form expired" errors={[]} />);
    expect(text(only)).toContain("The form expired");
    expect(only).not.toContain("<ul");
  });
});
