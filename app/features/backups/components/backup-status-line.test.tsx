// The dashboard's backup line as the server renders it: the last run, its outcome and reason, the
// warning as an alert box, and "off" when nothing is scheduled, in English and Thai.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import type { BackupStatus } from "../backup-status.server";
import { BackupStatusLine } from "./backup-status-line";

const render = (status: BackupStatus, language: Language = "en") =>
  renderToStaticMarkup(
    <I18nProvider language={language}>
      <BackupStatusLine status={status} />
    </I18nProvider>,
  ).replaceAll("&#x27;", "'");

const failed: BackupStatus = {
  scheduled: true,
  last: {
    when: "Nov 29, 2026, 3:00 AM",
    size: "5.0 MB",
    outcome: "failed",
    trigger: "schedule",
    reason: "BACKUP_COMMAND exited with status 3",
  },
  warning: "stale",
};

describe("BackupStatusLine", () => {
  it("shows the last run's time, outcome, size and reason, and the 48-hour warning", () => {
    const html = render(failed);
    expect(html).toContain('aria-labelledby="backups-heading"');
    expect(html).toContain("Last backup: Nov 29, 2026, 3:00 AM (Bangkok time)");
    expect(html).toMatch(/<span[^>]*bg-red-100[^>]*>Failed<\/span>/);
    expect(html).toContain("Size: 5.0 MB");
    expect(html).toContain("Made on schedule");
    expect(html).toContain("Reason: BACKUP_COMMAND exited with status 3");
    expect(html).toContain("No backup has succeeded in the last 48 hours.");
    expect(html).not.toContain("Scheduled backups are off");
  });

  it("in Thai", () => {
    const html = render(failed, "th");
    expect(html).toContain("การสำรองข้อมูล");
    expect(html).toContain("สำรองข้อมูลล่าสุด: Nov 29, 2026, 3:00 AM (เวลากรุงเทพฯ)");
    expect(html).toContain(">ไม่สำเร็จ</span>");
    expect(html).toContain("ขนาด: 5.0 MB");
    expect(html).toContain("ไม่มีการสำรองข้อมูลที่สำเร็จในช่วง 48 ชั่วโมงที่ผ่านมา");
  });

  it("says when there is no run yet and backups are off, without a warning", () => {
    const html = render({ scheduled: false, last: null, warning: null });
    expect(html).toContain("No backup has been recorded yet.");
    expect(html).toContain("Scheduled backups are off. Set BACKUP_SCHEDULE");
    expect(html).not.toContain("48 hours");
    expect(render({ scheduled: true, last: null, warning: "never" }, "th")).toContain("ยังไม่มีการสำรองข้อมูลที่สำเร็จ");
  });

  it("shows a manual run that succeeded", () => {
    const html = render({
      scheduled: true,
      last: { when: "Nov 29, 2026, 9:15 AM", size: "1.2 MB", outcome: "succeeded", trigger: "manual", reason: null },
      warning: null,
    });
    expect(html).toMatch(/<span[^>]*bg-green-100[^>]*>Succeeded<\/span>/);
    expect(html).toContain("Made with npm run backup");
    expect(html).not.toContain("Reason:");
    expect(html).not.toContain('role="alert"');
  });
});
