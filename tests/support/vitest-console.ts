// Vitest set-up file (vitest.config.ts, both projects): every test runs under a console.error watch.
import { afterEach, beforeEach } from "vitest";
import { type ConsoleErrorWatch, watchConsoleErrors } from "./console-errors";

let watch: ConsoleErrorWatch | undefined;

beforeEach(() => {
  watch = watchConsoleErrors();
});

afterEach(() => {
  const finished = watch;
  watch = undefined;
  finished?.finish();
});
