import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { mailOutbox } from "./db/schema";
import { parseEnv } from "./env";
import { startJobs } from "./jobs.server";
import { enqueueMail } from "./mail/outbox.server";

function recordingLog() {
  const lines: string[] = [];
  const write = (message: string) => void lines.push(message);
  return { lines, log: { info: write, notice: write, warn: write, error: write } };
}

describe.each(databaseKinds)("background jobs on %s", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    [database, smtp] = await Promise.all([openMigratedTestDatabase(kind), startTestSmtpServer()]);
  });
  afterAll(() => Promise.all([database.dispose(), smtp.stop()]));

  it("with SMTP_URL: says where mail goes (no password) and sends what is enqueued", async () => {
    const env = parseEnv({
      DATA_DIR: "/tmp/jobs-test",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Siam Web Studio <hello@siamweb.example>",
    });
    const { lines, log } = recordingLog();
    const jobs = startJobs({ env, db: database.db, log });
    try {
      expect(lines[0]).toBe(`Mail: sending through smtp://127.0.0.1:${smtp.port} from Siam Web Studio <hello@siamweb.example>`);
      expect(lines.join("\n")).not.toContain("smtp-test-secret");
      await enqueueMail(database.db, { to: "mali@example.com", subject: "From the job runner", text: "Hello", kind: "test" });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.headers.from).toBe("Siam Web Studio <hello@siamweb.example>");
      expect(await jobs.runJob("purge-expired-sessions")).toBe(0);
      expect(await jobs.runJob("purge-rate-limits")).toBe(0);
      await expect(jobs.runJob("no-such-job")).rejects.toThrow("Unknown job");
    } finally {
      await jobs.stop();
    }
  });

  it("without SMTP_URL: mail stays in the outbox and the log names it (the logger masks the address)", async () => {
    const env = parseEnv({ DATA_DIR: "/tmp/jobs-test" });
    const { lines, log } = recordingLog();
    const jobs = startJobs({ env, db: database.db, log });
    try {
      const { id } = await enqueueMail(database.db, { to: "somchai@example.co.th", subject: "Waits", text: "t", kind: "test" });
      await expect.poll(() => lines.find((line) => line.startsWith(`Mail ${id} `))).toBeDefined();
      const line = lines.find((candidate) => candidate.startsWith(`Mail ${id} `)) ?? "";
      expect(line).toContain("SMTP_URL is not set");
      expect(lines[0]).toMatch(/^Mail: SMTP_URL is not set/);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe("pending");
    } finally {
      await jobs.stop();
    }
  });

  it("tells onJobRun of each run as it ends, failed or not (the metrics count them)", async () => {
    const env = parseEnv({ DATA_DIR: "/tmp/jobs-test" });
    const runs: { job: string; failed: boolean }[] = [];
    const failing = {
      name: "always-fails",
      intervalMs: 3_600_000,
      run: async () => {
        throw new Error("no");
      },
    };
    const jobs = startJobs({
      env,
      db: database.db,
      log: recordingLog().log,
      extra: [failing],
      onJobRun: ({ job, failed, seconds }) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        runs.push({ job, failed });
      },
    });
    try {
      expect(await jobs.runJob("purge-rate-limits")).toBe(0);
      expect(await jobs.runJob("always-fails")).toBe(0);
      // A scheduled run may end in between on a slow machine: it says the same.
      expect(runs).toContainEqual({ job: "purge-rate-limits", failed: false });
      expect(runs).toContainEqual({ job: "always-fails", failed: true });
      expect(runs.filter((run) => run.failed).map((run) => run.job)).not.toContain("purge-rate-limits");
      expect(runs.filter((run) => !run.failed).map((run) => run.job)).not.toContain("always-fails");
    } finally {
      await jobs.stop();
    }
  });
});
