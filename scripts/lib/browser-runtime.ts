// A Vite plugin: the browser build runs Preact (preact/compat) instead of React 19, which is
// 48 KB lighter on every page as served; the server still renders with React. ADR 072.
// `resolve.alias` cannot differ between Vite environments, hence a resolver for the client only.
//
// Builds only: the dev server keeps React, for Fast Refresh and React's hydration warnings (the
// optimizer's pre-bundled dependencies would otherwise mix the two). The end-to-end tests run the
// build, so they exercise Preact. `BROWSER_RUNTIME=react npm run build` builds with React, to
// compare or to step back.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const shim = fileURLToPath(new URL("../../app/lib/preact/react-shim.ts", import.meta.url));

const targets: Record<string, string> = {
  react: shim,
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    apply: (_config, { command }) => command === "build" && process.env.BROWSER_RUNTIME !== "react",
    applyToEnvironment: (environment) => environment.name === "client",
    // Lets the browser code know it runs on Preact (app/lib/hydration-turns.tsx).
    configEnvironment: (name) =>
      name === "client" ? { define: { "import.meta.env.BROWSER_RUNTIME": JSON.stringify("preact") } } : undefined,
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
