import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router's default, said out loud (ADR 080): a page's document carries only its own routes,
  // and the browser asks /__manifest for the routes its links lead to, in batches, as they appear.
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  // React Router's documented option (ADR 108): the build hashes every client asset, and <Scripts>
  // gives each module preload an `integrity` and the page an import map of them all, so a script
  // changed after the build (on disk, by a proxy) does not run.
  subResourceIntegrity: true,
} satisfies Config;
