import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tags, text } from "../../../tests/support/test-html";
import { FormStatus, type FormStatusProps } from "./form-status";

const fields = [
  { id: "f-name", label: "Your name", errors: ["Enter your name."] },
  { id: "f-email", label: "E-mail", errors: undefined },
  { id: "f-message", label: "Message", errors: ["Write your message."] },
];

const render = (props: Partial<FormStatusProps>) =>
  renderToString(
    <FormStatus statusRef={createRef()} formErrors={undefined} fields={[]} summaryTitle="There is a problem" {...props} />,
  );

const region = (html: string) => tags(html, "div")[0] ?? {};

describe("FormStatus", () => {
  it("is an empty polite status region before anything happened, so what appears is announced", () => {
    const html = render({ fields: fields.map((field) => ({ ...field, errors: undefined })) });
    expect(region(html)).toMatchObject({ role: "status", "aria-live": "polite", tabindex: "-1" });
    expect(text(html)).toBe("");
  });

  it("lists the fields in error by label, in the form's order, each a link to its field, as an alert", () => {
    const html = render({ fields });
    expect(region(html)).toMatchObject({ role: "alert", "aria-live": "assertive" });
    expect(tags(html, "a").map((link) => link.href)).toEqual(["#f-name", "#f-message"]);
    expect(text(html)).toContain("There is a problem");
    // The messages themselves stand next to their fields, once.
    expect(text(html)).not.toContain("Enter your name.");
  });

  it("shows a form-wide error instead of the list", () => {
    const html = render({ fields, formErrors: ["Too many tries. Wait 5 minutes."] });
    expect(region(html).role).toBe("alert");
    expect(text(html)).toContain("Too many tries. Wait 5 minutes.");
    expect(tags(html, "a")).toEqual([]);
  });

  it("shows the success it is given, politely", () => {
    const html = render({ fields, success: <p>Thank you.</p> }).replace(/Enter your name\./, "");
    const clean = render({ fields: [], success: <p>Thank you.</p> });
    expect(region(clean)).toMatchObject({ role: "status", "aria-live": "polite" });
    expect(text(clean)).toBe("Thank you.");
    // Errors win over a stale success.
    expect(text(html)).not.toContain("Thank you.");
  });
});
