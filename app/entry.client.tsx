// The browser's entry, as React Router's template has it: React hydrates the server's document
// with the router, inside a transition so a tap during the takeover is handled first.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
