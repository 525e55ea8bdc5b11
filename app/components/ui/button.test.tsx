import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink } from "./button";
import { tag, tags, text } from "../../../tests/support/test-html";

describe("Button", () => {
  it("is a plain button unless told it submits", () => {
    expect(tag(renderToString(<Button>Save</Button>), "button").type).toBe("button");
    expect(tag(renderToString(<Button type="submit">Save</Button>), "button").type).toBe("submit");
  });

  it("while pending is disabled, busy and shows its pending label, which a live region announces", () => {
    const idle = renderToString(<Button pendingLabel="Saving…">Save</Button>);
    expect(tag(idle, "button").disabled).toBeUndefined();
    expect(tag(idle, "span")).toMatchObject({ role: "status" });
    expect(text(idle)).toBe("Save");

    const pending = renderToString(
      <Button pending pendingLabel="Saving…">
        Save
      </Button>,
    );
    const button = tag(pending, "button");
    expect(button.disabled).toBe("");
    expect(button["aria-busy"]).toBe("true");
    const status = tags(pending, "span").find((span) => span.role === "status");
    expect(status).toBeDefined();
    expect(pending).toMatch(/<span[^>]*role="status"[^>]*>Saving…<\/span>/);
    expect(text(pending)).not.toContain("Save<");
  });

  it("has no live region when it has nothing to announce, or the screen announces the work itself", () => {
    expect(renderToString(<Button pending>Save</Button>)).not.toContain('role="status"');
    const quiet = renderToString(
      <Button pending pendingLabel="Saving…" announce={false}>
        Save
      </Button>,
    );
    expect(quiet).not.toContain('role="status"');
    expect(text(quiet)).toBe("Saving…");
  });

  it("as a link goes where it points and looks like the button of the same variant", () => {
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <ButtonLink to="/contact">Contact us</ButtonLink>
            <Button>Contact us</Button>
          </>
        ),
      },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(tag(html, "a").href).toBe("/contact");
    expect(tag(html, "a").class).toBe(tag(html, "button").class);
  });
});
