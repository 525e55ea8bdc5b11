import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { Dialog } from "./dialog";
import { tag } from "../../../tests/support/test-html";

describe("Dialog", () => {
  it("is a native dialog named by its title, with a named close button", () => {
    const html = renderToString(
      <Dialog title="Order the Starter package" closeLabel="Close" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = tag(html, "dialog");
    expect(tag(html, "h2").id).toBe(dialog["aria-labelledby"]);
    expect(html).toMatch(/<button type="button"[^>]*>.*<span class="sr-only">Close<\/span><\/button>/s);
  });

  it("can be an alert dialog, and has no close button unless it has a name for it", () => {
    const html = renderToString(
      <Dialog title="Delete?" role="alertdialog" onClose={() => undefined}>
        <p>Body</p>
      </Dialog>,
    );
    expect(tag(html, "dialog").role).toBe("alertdialog");
    expect(html).not.toContain("<button");
  });
});

describe("Alert", () => {
  it("is a status region when polite, an alert when assertive, and no live region otherwise", () => {
    expect(
      tag(
        renderToString(
          <Alert tone="success" live="polite">
            Saved
          </Alert>,
        ),
        "div",
      ).role,
    ).toBe("status");
    expect(
      tag(
        renderToString(
          <Alert tone="error" live="assertive">
            Failed
          </Alert>,
        ),
        "div",
      ).role,
    ).toBe("alert");
    expect(tag(renderToString(<Alert tone="info">Note</Alert>), "div").role).toBeUndefined();
  });
});
