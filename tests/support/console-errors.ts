// A test fails when it writes to console.error and did not say it would (as epic-stack's set-up
// does): React's warnings and the app's logged errors are never lost in green output. A test that
// expects an error takes console.error over with vi.spyOn(console, "error").mockImplementation(…)
// and asserts what was logged. Wired for every test by vitest-console.ts; ADR 082.
import { format } from "node:util";
import { vi } from "vitest";

export interface ConsoleErrorWatch {
  /** Stops watching; throws if console.error was called while the watch's recorder answered it. */
  finish(): void;
}

const MAX_MESSAGE = 2000;

export function watchConsoleErrors(): ConsoleErrorWatch {
  // Mocked already (a test file's beforeAll): that file has taken console.error over for all its tests.
  if (vi.isMockFunction(console.error)) return { finish() {} };
  const calls: string[] = [];
  const recorder = (...args: unknown[]) => {
    calls.push(format(...args).slice(0, MAX_MESSAGE));
  };
  const spy = vi.spyOn(console, "error").mockImplementation(recorder);
  return {
    finish() {
      spy.mockRestore();
      if (calls.length === 0) return;
      throw new Error(
        [
          `console.error was called ${calls.length} time(s) and the test did not expect it:`,
          ...calls.map((call) => `  - ${call.replaceAll("\n", "\n    ")}`),
          'If the test expects it, take it over: vi.spyOn(console, "error").mockImplementation(…), then assert what it logged.',
        ].join("\n"),
      );
    },
  };
}
