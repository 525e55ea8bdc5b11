// ESLint: the recommended sets plus the import fence of docs/decisions/052-lint-and-format.md
// (lib/components/i18n/.server -> features -> routes, no feature imports another, no cycles).
import nodeModule from "node:module";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";

// typescript-eslint parses with the TypeScript 6 JavaScript API; the project's `typescript` is the
// native 7.x compiler, which has none. Only typescript-eslint's own requires are sent to the
// `typescript-6` alias, so `tsc` stays on 7.
const typescriptUsers = /\/node_modules\/(typescript-eslint|@typescript-eslint\/[^/]+|ts-api-utils)\//;
if (!nodeModule.registerHooks) {
  throw new Error(`ESLint here needs Node >= 22.15 (found ${process.version}): run it through npm run lint or npx.`);
}
nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === "typescript" && typescriptUsers.test(context.parentURL ?? "")) {
      return nextResolve("typescript-6", context);
    }
    return nextResolve(specifier, context);
  },
});
const { default: tseslint } = await import("typescript-eslint");
const { default: importX } = await import("eslint-plugin-import-x");
const { default: reactHooks } = await import("eslint-plugin-react-hooks");
const { default: jsxA11y } = await import("eslint-plugin-jsx-a11y");

/** The options jsx-a11y's recommended set gives a rule, to adjust one of them. */
function recommendedA11yOptions(rule) {
  const setting = jsxA11y.flatConfigs.recommended.rules[`jsx-a11y/${rule}`];
  return Array.isArray(setting) ? (setting[1] ?? {}) : {};
}

const features = "./app/features";
const shared = ["./app/lib", "./app/components", "./app/i18n", "./app/.server"];
const featureNames = [
  "analytics",
  "auth",
  "blog",
  "checkout",
  "contact",
  "legal",
  "marketing",
  "settings",
  "site-content",
  "users",
];

/** The layering of CONVENTIONS.md as import-x zones: `target` may not import `from`. */
const zones = [
  ...featureNames.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: "Features do not import each other: compose them in a route, or move the shared part to app/lib.",
  })),
  ...shared.map((target) => ({
    target,
    from: [features, "./app/routes"],
    message: "Shared code sits below features and routes: move what both need down into app/lib or app/components.",
  })),
  { target: features, from: "./app/routes", message: "Features sit below routes: move what both need into the feature." },
  {
    target: "./app",
    from: "./tests",
    message: "Nothing in app/ imports tests/.",
  },
  outsideTheProduct("./app"),
];

/** Benchmarks and operations scripts use the product; the product never imports them (ADR 082). */
function outsideTheProduct(target) {
  return {
    target,
    from: ["./bench", "./scripts"],
    message: "The product does not import benchmarks (bench/) or operations scripts (scripts/).",
  };
}

const importSettings = {
  // The files import-x opens to follow imports (for no-cycle); by default only .js.
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  // Packages cannot import our code back, so no-cycle need not parse them.
  "import-x/ignore": ["node_modules"],
  "import-x/resolver-next": [
    createNodeResolver({
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      // Absolute, or the resolver answers paths relative to it that no-cycle cannot match.
      tsconfig: { configFile: fileURLToPath(new URL("./tsconfig.json", import.meta.url)) },
    }),
  ],
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "data/", "test-results/", "playwright-report/", ".bench/", ".cache/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a binding kept on purpose (a skipped tuple slot, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Input cleaning matches control characters on purpose (NUL, C0 controls) to strip them.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs and the consent banner catch Escape and Tab on the container that holds focus (the
      // WAI-ARIA dialog pattern); pointer handlers on non-interactive elements stay refused.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        {
          ...recommendedA11yOptions("no-noninteractive-element-interactions"),
          handlers: ["onClick", "onError", "onLoad", "onMouseDown", "onMouseUp"],
        },
      ],
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], allowExpressionValues: true }],
      // Option labels wrap their radio and put the translated text two spans deep.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    // The link and image dialogs put focus in their only field as they open (WAI-ARIA dialog pattern).
    files: ["app/features/blog/components/rich-text-toolbar.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  {
    // gtag.js reads Arguments objects from the dataLayer; arrays made by rest parameters are ignored.
    files: ["app/features/analytics/analytics.ts", "app/features/analytics/consent.test.ts"],
    rules: { "prefer-rest-params": "off" },
  },
  {
    // Playwright hands fixtures through the first parameter: `({}, testInfo)` asks for none.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The server and the build's own plugins ship too: they stay clear of bench/ and scripts/.
    files: ["server/**/*.{ts,mjs}", "vite-plugins/**/*.ts", "vite.config.ts"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [outsideTheProduct("./server"), outsideTheProduct("./vite-plugins"), outsideTheProduct("./vite.config.ts")] },
      ],
    },
  },
  {
    // Tests beside the code share the throwaway databases and fixtures under tests/support.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: zones.filter((zone) => zone.from !== "./tests") }] },
  },
  {
    // Exceptions recorded in ADR 052: tests that drive a higher layer to check a lower one.
    files: [
      "app/.server/oidc.server.test.ts",
      "app/features/contact/contact.int.test.ts",
      "app/i18n/one-word-per-meaning.test.ts",
    ],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
