import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrationTurn } from "./hydration-turns";

describe("HydrationTurn", () => {
  it("renders on the server exactly what its child renders: no Suspense markers for the browser to pair", () => {
    const html = renderToString(
      <div>
        <HydrationTurn id="test-part">
          <main id="main">
            <p>Content</p>
          </main>
        </HydrationTurn>
      </div>,
    );
    expect(html).toBe('<div><main id="main"><p>Content</p></main></div>');
  });
});
