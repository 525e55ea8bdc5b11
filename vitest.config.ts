import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: fast unit tests beside the code (`*.test.ts`), and integration tests
// (`*.int.test.ts`) that also get a throwaway PostgreSQL server. E2E tests belong to Playwright.
const besideTheCode = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "scripts/**/*.test.ts",
  "bench/**/*.test.ts",
  "vite-plugins/**/*.test.ts",
  "deploy/*.test.ts",
  "tests/lint/*.test.ts",
  "tests/support/*.test.ts",
];
const integration = "**/*.int.test.{ts,tsx}";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Worker threads start faster than child processes (measured: 535 s -> 413 s for the whole run).
    pool: "threads",
    // Two cores, but the integration tests wait on PostgreSQL, SMTP and HTTP stand-ins much of the time.
    maxWorkers: 3,
    // Test files share a worker's module cache instead of importing the app afresh each: the whole
    // run went from about 265 s to 200 s, most of it the imports (unit 44 s -> 20 s, integration
    // 234 s -> 176 s). Each file still gets its own database (tests/support/test-database.ts), and
    // a test that fakes timers, sets an environment variable or stubs a global puts it back.
    isolate: false,
    // A console.error the test did not expect fails it (tests/support/console-errors.ts).
    setupFiles: ["tests/support/vitest-console.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: besideTheCode,
          exclude: ["**/node_modules/**", integration, "**/*.e2e.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: besideTheCode.map((pattern) => pattern.replace("*.test.", "*.int.test.")),
          globalSetup: ["tests/support/vitest-postgres.ts"],
          // Opening PGlite (WebAssembly) and creating a database take a second or two; on a loaded
          // two-core machine, over 30 s was seen.
          hookTimeout: 60_000,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
