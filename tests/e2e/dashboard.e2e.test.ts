// The dashboard's overview (PGlite site): staff see the figures that need them, each linking to the
// screen that lists what it counts, in English and Thai; only admins see people awaiting approval.
// Other tests share the database and run at the same time, so figures are checked for what this
// test added (at least one) and against the screens they open, never for exact totals.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { articleAdminMessages } from "../../app/features/blog/article-admin-messages";
import { filterDateText } from "../../app/features/checkout/admin-filter-dates";
import { adminPaymentMessages } from "../../app/features/checkout/admin-messages";
import { expect, expectNoAxeViolations, gotoHydrated, type TestLanguage, test } from "../support/fixtures";
import { reportedTransferOrder } from "../support/shop";
import { signIn, signInAs, uniqueClientIp, uniqueStaffEmail } from "../support/staff";

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });

const origin = () => test.info().project.use.baseURL ?? "";

// The overview's words as staff read them (each feature words its own figures, on the server only).
const words = {
  en: {
    heading: "At a glance",
    published: ["Published articles", "See published articles"],
    drafts: ["Draft articles", "See drafts"],
    unread: ["Unread messages", "Go to the messages"],
    awaiting: ["Payments to confirm", "Check these payments"],
    received: ["Received this month", "See this month's payments"],
    pendingUsers: ["People awaiting approval", "Review on the Users screen"],
    privacy: ["Open privacy requests", "See privacy requests"],
  },
  th: {
    heading: "ภาพรวม",
    published: ["บทความที่เผยแพร่แล้ว", "ดูบทความที่เผยแพร่แล้ว"],
    drafts: ["บทความฉบับร่าง", "ดูฉบับร่าง"],
    unread: ["ข้อความที่ยังไม่ได้อ่าน", "ไปที่รายการข้อความ"],
    awaiting: ["การชำระเงินที่รอยืนยัน", "ตรวจสอบรายการเหล่านี้"],
    received: ["ยอดรับชำระเดือนนี้", "ดูการชำระเงินของเดือนนี้"],
    pendingUsers: ["ผู้ใช้ที่รออนุมัติ", "ไปอนุมัติที่หน้าผู้ใช้"],
    privacy: ["คำขอเกี่ยวกับข้อมูลส่วนบุคคลที่เปิดอยู่", "ดูคำขอเกี่ยวกับข้อมูลส่วนบุคคล"],
  },
} as const;
type FigureId = Exclude<keyof (typeof words)["en"], "heading">;

/** The Bangkok calendar month now, as the Payments screen's from/to. */
function bangkokMonth() {
  const local = new Date(Date.now() + 7 * 60 * 60 * 1000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const prefix = `${year}-${String(month + 1).padStart(2, "0")}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, "0")}` };
}

async function useLanguage(page: Page, language: TestLanguage) {
  await page.context().addCookies([{ name: "lang", value: language, domain: new URL(origin()).hostname, path: "/" }]);
}

function overview(page: Page, language: TestLanguage) {
  return page.getByRole("region", { name: words[language].heading });
}

/** One figure of the overview: its list item, found by its heading. */
function figure(page: Page, language: TestLanguage, id: FigureId): Locator {
  return overview(page, language)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: words[language][id][0], exact: true }) });
}

async function countOf(item: Locator): Promise<number> {
  const text = (await item.getByTestId("figure-value").textContent()) ?? "";
  expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
  return Number(text.replaceAll(",", ""));
}

for (const language of ["en", "th"] as const) {
  test(
    `An admin sees the overview, including people awaiting approval (${language})`,
    { tag: language === "th" ? "@phone" : [] },
    async ({ page, playwright }) => {
      // Someone new signs in (pending until approved) and a customer reports a bank transfer.
      const newcomer = await playwright.request.newContext({ baseURL: origin() });
      await signIn(newcomer, uniqueStaffEmail("dashboard"), "Kanya Newcomer");
      await newcomer.dispose();
      await reportedTransferOrder(page.request, origin(), { fullName: `Dashboard ${randomBytes(3).toString("hex")}` });

      await signInAs(page, "admin");
      await useLanguage(page, language);
      await gotoHydrated(page, "/admin/dashboard");
      const w = words[language];
      await expect(overview(page, language).getByRole("listitem")).toHaveCount(7);
      for (const id of ["published", "drafts", "unread", "awaiting", "received", "pendingUsers", "privacy"] as const) {
        await expect(figure(page, language, id).getByRole("link", { name: w[id][1], exact: true })).toBeVisible();
      }
      expect(await countOf(figure(page, language, "pendingUsers"))).toBeGreaterThanOrEqual(1);
      expect(await countOf(figure(page, language, "awaiting"))).toBeGreaterThanOrEqual(1);
      // The sample content has published articles.
      expect(await countOf(figure(page, language, "published"))).toBeGreaterThanOrEqual(1);
      await countOf(figure(page, language, "drafts"));
      await countOf(figure(page, language, "unread"));

      // Money in the reader's locale, and the month in the agency's calendar (Buddhist era in Thai).
      const received = figure(page, language, "received");
      await expect(received.getByTestId("figure-value")).toHaveText(
        language === "th" ? /^฿[\d,]+(\.\d{2})?$/ : /^THB\s?[\d,]+(\.\d{2})?$/,
      );
      const { from, to } = bangkokMonth();
      const period = new Intl.DateTimeFormat(language === "th" ? "th-TH" : "en-US", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
      await expect(received).toContainText(period);
      if (language === "th") await expect(received).toContainText(String(Number(from.slice(0, 4)) + 543));

      await expectNoAxeViolations(page);
    },
  );
}

test("An editor sees the content figures only: no messages, payments or people", async ({ page }) => {
  await signInAs(page, "editor");
  await gotoHydrated(page, "/admin/dashboard");
  await expect(overview(page, "en").getByRole("listitem")).toHaveCount(2);
  for (const id of ["published", "drafts"] as const) {
    await expect(figure(page, "en", id)).toBeVisible();
  }
  // Customers' and visitors' personal details are for admins (docs/decisions/047-personal-data-by-role.md).
  await expect(page.locator("#messages-title")).toHaveCount(0);
  await expect(page.locator('a[href^="/admin/payments"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { name: words.en.pendingUsers[0] })).toHaveCount(0);
  await expect(page.getByRole("link", { name: words.en.pendingUsers[1] })).toHaveCount(0);
  await expect(page.locator('a[href="/admin/users"]')).toHaveCount(0);
});

test("Each figure opens the screen that lists what it counts", async ({ page }) => {
  await signInAs(page, "admin");
  const w = words.en;
  const articles = articleAdminMessages.en;
  const payments = adminPaymentMessages.en;
  const open = async (id: FigureId) => {
    await gotoHydrated(page, "/admin/dashboard");
    const item = figure(page, "en", id);
    const value = await item.getByTestId("figure-value").textContent();
    await item.getByRole("link", { name: w[id][1], exact: true }).click();
    return value ?? "";
  };

  await open("drafts");
  await expect(page).toHaveURL(/\/admin\/articles\?status=draft$/);
  await expect(page.getByLabel(articles.list.statusFilter)).toHaveValue("draft");

  await open("published");
  await expect(page).toHaveURL(/\/admin\/articles\?status=published$/);
  await expect(page.getByLabel(articles.list.statusFilter)).toHaveValue("published");

  await open("awaiting");
  await expect(page).toHaveURL(/\/admin\/payments\?status=processing$/);
  await expect(page.getByLabel(payments.filters.status)).toHaveValue("processing");

  const { from, to } = bangkokMonth();
  await open("received");
  await expect(page).toHaveURL(new RegExp(`/admin/payments\\?from=${from}&to=${to}$`));
  // The link carries ISO dates; the boxes show them as the screen's language writes dates.
  await expect(page.getByLabel(payments.filters.from, { exact: true })).toHaveValue(filterDateText(from, "en"));
  await expect(page.getByLabel(payments.filters.to, { exact: true })).toHaveValue(filterDateText(to, "en"));

  await open("pendingUsers");
  await expect(page).toHaveURL(/\/admin\/users$/);

  // Unread messages are listed on the dashboard itself, below the figures.
  await open("unread");
  await expect(page).toHaveURL(/\/admin\/dashboard#messages-title$/);
  await expect(page.getByRole("heading", { level: 2, name: "Contact messages" })).toBeInViewport();
});
