import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationDone } from "~/lib/hydration-turns";
import { isLanguage, localeFor } from "~/i18n/config";
import { formatMoney } from "~/lib/pricing";

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

const onPreact = import.meta.env.BROWSER_RUNTIME === "preact";
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Creates React Router's router (matching, the loader data, history) ahead of the first render, in a
 * task of its own: HydratedRouter creates it on its first call and keeps it, then fails on its
 * first hook, outside a render. The router's global, which React Router sets for its dev tools,
 * says whether it got that far.
 */
function createRouterAhead(): RouterGlobal {
  const created = () => (window as { __reactRouterDataRouter?: RouterGlobal }).__reactRouterDataRouter;
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (error) {
    const router = created();
    if (router) return router;
    throw error;
  }
  const router = created();
  if (!router) throw new Error("React Router did not create its router ahead of the first render");
  return router;
}

/** The part of React Router's router read here: the matched routes and their `handle`. */
interface RouterGlobal {
  state: { matches: { route: { handle?: unknown } }[] };
}

/** Whether a matched route says its page formats prices in the browser (`handle.formatsMoney`). */
function formatsMoney(router: RouterGlobal) {
  return router.state.matches.some(
    ({ route }) => (route.handle as { formatsMoney?: unknown } | undefined)?.formatsMoney === true,
  );
}

/**
 * Under Preact, which renders synchronously, the takeover is cut into short tasks so that a tap is
 * never kept waiting long: decoding the data, creating the router, the number format (on pages
 * with prices), the document's shell, then the header, the page (its sections each in turn) and
 * the footer (app/lib/hydration-turns.tsx). React, on the dev server, slices its own work.
 */
async function hydrate() {
  removeReactHoistedPreloads();
  await routerDataDecoded();
  if (onPreact) {
    await nextTask();
    const router = createRouterAhead();
    await nextTask();
    // The first price formatted in a page loads the locale's number data (15-60 ms on a slow
    // phone): done here, in a task of its own, rather than inside the render of a price list; only
    // on pages that format prices (the others would pay for nothing).
    if (formatsMoney(router)) {
      const language = document.documentElement.lang;
      formatMoney(100, "THB", localeFor(isLanguage(language) ? language : "en"));
      await nextTask();
    }
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    // Marks the page as fully interactive, for whoever waits on it (the browser tests). Not under
    // React, which would take the attribute for a hydration mismatch.
    if (onPreact) void hydrationDone().then(() => document.documentElement.setAttribute("data-hydrated", ""));
  });
}

void hydrate();
