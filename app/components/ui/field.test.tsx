import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { tag, text } from "../../../tests/support/test-html";

describe("Field", () => {
  it("labels the control it renders, with nothing described while there is no hint or error", () => {
    const html = renderToString(<Field label="Email">{(control) => <input name="email" {...control} />}</Field>);
    const input = tag(html, "input");
    expect(tag(html, "label").for).toBe(input.id);
    expect(input.id).toBeTruthy();
    expect(input["aria-invalid"]).toBeUndefined();
    expect(input["aria-describedby"]).toBeUndefined();
  });

  it("describes the control by its hint", () => {
    const html = renderToString(
      <Field label="Phone" hint="With the area code" id="phone">
        {(control) => <input name="phone" {...control} />}
      </Field>,
    );
    expect(tag(html, "input")["aria-describedby"]).toBe("phone-hint");
    expect(html).toMatch(/<p id="phone-hint"[^>]*>With the area code<\/p>/);
  });

  it("marks the control invalid and describes it by hint and error while the error stands", () => {
    const html = renderToString(
      <Field label="Message" hint="What do you need?" error="Please write a message" id="message">
        {(control) => <textarea name="message" {...control} />}
      </Field>,
    );
    const textarea = tag(html, "textarea");
    expect(textarea["aria-invalid"]).toBe("true");
    expect(textarea["aria-describedby"]).toBe("message-hint message-error");
    expect(text(html)).toContain("Please write a message");
    expect(html).toMatch(/<p id="message-error"/);
  });

  it("works for a select, with the label's suffix inside the label", () => {
    const html = renderToString(
      <Field label="Package" labelSuffix=" (optional)" error="Choose a package" id="package">
        {(control) => (
          <select name="packageId" {...control}>
            <option value="">None</option>
          </select>
        )}
      </Field>,
    );
    expect(tag(html, "select")["aria-describedby"]).toBe("package-error");
    expect(html).toMatch(/<label[^>]*for="package"[^>]*>Package<!-- --> \(optional\)<\/label>/);
  });
});
