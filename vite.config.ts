import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./scripts/lib/precompress-assets";

// Experiment: the browser runs Preact (preact/compat) on the HTML React 19 rendered on the server.
// `resolve.alias` cannot differ between Vite environments, hence a resolver for the client only.
const preactTargets: Record<string, string> = {
  react: fileURLToPath(new URL("./app/lib/preact/react-shim.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
const preactInTheBrowser: Plugin = {
  name: "preact-in-the-browser",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer, options) {
    const target = preactTargets[source];
    if (!target) return null;
    return this.resolve(target, importer, { ...options, skipSelf: true });
  },
};

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server build's entry is our start-up (server/start.ts), so the HTTP layer, the router and the
  // database share one module graph (and one router-context key) in dev and production.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/start.ts" } } },
  },
  build: {
    // `npm run bench:bundle` builds with source maps to attribute each chunk's bytes to its modules;
    // "hidden": the maps are written but no file names them, and ordinary builds write none.
    sourcemap: process.env.BUNDLE_SOURCEMAP === "1" ? "hidden" : false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every public page needs (layout, shared UI, translation, analytics consent,
              // helpers) in one chunk instead of a dozen small ones, each with its own request and
              // headers. The bot check's client and the form library (conform, and zod's core through
              // it) stay out: only the pages with those forms load them. ADR 038.
              name: "site",
              test: /\/app\/(components\/(?!forms\/)|i18n|features\/analytics|lib\/(?!attestation\/|forms\/))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [preactInTheBrowser, tailwindcss(), reactRouter(), precompressAssets()],
});
