import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompressAssets } from "./vite-plugins/precompress-assets.ts";

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
              // Vite's preload helper (a few hundred bytes every page with a lazy import needs) too.
              name: "site",
              test: /\/app\/(components\/(?!forms\/)|i18n|features\/analytics|lib\/(?!attestation\/|forms\/))|preload-helper/,
              priority: 10,
            },
            {
              // What every page with a public form loads: conform, the app's form hook and status and
              // the bot check's lazy loader, one file instead of four. Not the schemas' code (zod,
              // @conform-to/zod) nor the bot check's client, which load when needed. ADR 072.
              name: "forms",
              test: /node_modules\/@conform-to\/(dom|react)\/|\/app\/components\/forms\/(use-app-form|lazy-schema|form-status)\.|\/app\/lib\/attestation\/use-lazy-attestation\./,
              priority: 9,
            },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
});
