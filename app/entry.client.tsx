// The browser's entry, as React Router's template has it: React hydrates the server's document
// with the router, inside a transition so a tap during the takeover is handled first. It starts
// after the browser has painted the server's HTML once (the next frame, then a task), so a
// visitor sees the page before the takeover's work, not after it.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
