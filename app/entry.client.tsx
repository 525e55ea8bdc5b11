import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * HydratedRouter suspends (throws a promise) on its first render until the server's data stream is
 * decoded. React lets a root suspend; Preact, which the browser build runs (ADR 072), cannot, and a
 * Suspense boundary around the whole document breaks its hydration. So the first call is made here,
 * outside any render, only to get that promise: it throws before using any hook. Once it settles,
 * HydratedRouter renders at once. This leans on React Router's internals (react-router is pinned;
 * every end-to-end test waits for hydration, so a change shows at once). Harmless under React.
 */
async function routerDataDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    else throw thrown;
  }
}

/**
 * React's server render adds a <link rel="preload" as="image"> to <head> for the page's first images,
 * outside the component tree. Preact pairs the tree's elements with the document's by tag name, so
 * that extra <link> would shift every pairing by one and the last one, the stylesheet, would be
 * dropped as left over. The browser has already started those downloads.
 */
function removeReactHoistedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
}

removeReactHoistedPreloads();
void routerDataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
