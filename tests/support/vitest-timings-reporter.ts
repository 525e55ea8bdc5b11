// A Vitest reporter (Vitest's documented Reporter API) that writes how long each test file took,
// set-up, import and hooks included, to the file named by VITEST_TIMINGS_FILE. `npm test` prints
// the slowest of them (scripts/lib/test-timings.mjs); Vitest's JSON report has only the tests' times.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export default class TimingsReporter implements Reporter {
  private readonly files: { file: string; project: string; seconds: number }[] = [];

  onTestModuleEnd(testModule: TestModule) {
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.files.push({
      file: path.relative(process.cwd(), testModule.moduleId),
      project: testModule.project.name,
      seconds: Math.round(ms) / 1000,
    });
  }

  onTestRunEnd() {
    const target = process.env.VITEST_TIMINGS_FILE;
    if (target) writeFileSync(target, `${JSON.stringify(this.files, null, 2)}\n`);
  }
}
