import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router's default, said out loud (ADR 080): a page's document carries only its own routes,
  // and the browser asks /__manifest for the routes its links lead to, in batches, as they appear.
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} satisfies Config;
