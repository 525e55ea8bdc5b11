// React glue for analytics: the gtag loader, one page view per navigation, and `useAnalytics()`
// for features that send their own events (a contact form's `generate_lead`, a purchase).
import { useEffect, useMemo, useRef } from "react";
import { type UIMatch, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { createLogger } from "~/lib/logger";
import { type Analytics, createAnalytics, reportedPath } from "./analytics";
import { CONSENT_INIT_SCRIPT } from "./consent";
import { secretRoutePattern } from "./route-pattern";

// Defines the queue and the `gtag` function before gtag.js arrives, as Google documents, with the
// consent defaults (and a returning visitor's agreement) before anything else. The `config` command
// is sent by createAnalytics once the app runs, so this script needs no data and nothing can be
// injected into it.
export const GTAG_INIT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}" +
  CONSENT_INIT_SCRIPT +
  "gtag('js',new Date());";

/**
 * The Google tag, only when a measurement id is configured. Both scripts carry the response's
 * nonce: the CSP uses 'strict-dynamic', which ignores host allow-lists for parser-inserted scripts.
 * The browser renders with an empty nonce (it hides the value), hence suppressHydrationWarning,
 * as React Router's own <Scripts> does.
 */
export function AnalyticsScript({ measurementId, nonce }: { measurementId: string; nonce: string }) {
  if (!measurementId) return null;
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GTAG_INIT }} />
      <script
        async
        nonce={nonce}
        suppressHydrationWarning
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
    </>
  );
}

function useAnalyticsFor(measurementId: string, development: boolean): Analytics {
  return useMemo(
    () =>
      createAnalytics({
        measurementId,
        development,
        logger: createLogger({ development, productionLogging: false }),
      }),
    [measurementId, development],
  );
}

/**
 * Reports one page view per navigation (the first load included) with the path and the page's
 * name: the deepest matched route's `handle.pageName`, else the document title. A navigation that
 * changes only the query is a page view of its own when the query chooses what the page shows
 * (`/articles?page=2`); one that only opens a dialog or changes a form option is not. A page whose
 * path carries a secret (its route's handle says `secretPath`) is reported by its route pattern.
 */
export function usePageViews({ measurementId, development }: { measurementId: string; development: boolean }) {
  const analytics = useAnalyticsFor(measurementId, development);
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const path = reportedPath(`${secretRoutePattern(matches) ?? pathname}${search}`);
  const pageName = pageNameOf(matches.at(-1));
  // Survives StrictMode's double effect run and re-runs caused by a new analytics instance, so
  // each navigation is reported exactly once.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === path) return;
    reported.current = path;
    analytics.pageView({ path, name: pageName ?? document.title });
  }, [analytics, path, pageName]);
}

interface RootLoaderData {
  settings?: { integrations?: { gaMeasurementId?: string } };
  env?: { mode?: string };
}

/**
 * The site's analytics, configured from the root loader's settings; a no-op when no measurement id
 * is set. Send only non-personal parameters: personal-looking ones are dropped anyway.
 */
export function useAnalytics(): Analytics {
  const root = useRouteLoaderData("root") as RootLoaderData | undefined;
  return useAnalyticsFor(root?.settings?.integrations?.gaMeasurementId ?? "", root?.env?.mode === "development");
}

function pageNameOf(match: UIMatch | undefined): string | undefined {
  const handle = match?.handle as { pageName?: unknown } | undefined;
  return typeof handle?.pageName === "string" && handle.pageName ? handle.pageName : undefined;
}
