// /admin/settings on the server: who may read and who may save, validation
// before any write, and a save reaching the public settings with its audit entry; on PGlite and
// on PostgreSQL, through the route's own loader and action.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onContentChange } from "~/.server/content-changes";
import { settings, settingsAudit } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { listSettingsAudit } from "~/features/settings/settings-admin.server";
import type { SettingsSaved } from "~/features/settings/settings-form";
import type { SettingsByGroup } from "~/features/settings/settings-schema";
import type { FormReply } from "~/lib/forms/form-reply";
import { settingsMessages } from "~/features/settings/settings-messages";
import { getAllSettings, getSiteSettings, invalidateSiteSettings } from "~/features/settings/settings.server";
import { routeContext, staffCookies, testEnv } from "../../tests/support/route-context";
import { formEntries } from "../../tests/support/form-data";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { action, loader } from "./admin-settings";

const SITE = "http://127.0.0.1:3998";

interface Answer {
  data: FormReply<SettingsSaved>;
  init: { status: number };
}
type LoaderAnswer = { data: Awaited<ReturnType<typeof loader>>["data"] };

describe.each(databaseKinds)("/admin/settings on %s", (kind) => {
  const database = suiteDatabase(kind);
  let env: Env;
  let original: SettingsByGroup;
  let cookies: Record<"admin" | "editor" | "pending", string>;
  let changes = 0;
  const stopListening = onContentChange(() => changes++);

  beforeAll(async () => {
    env = testEnv("settings-route-", { SITE_URL: SITE, SMTP_URL: "smtp://mailer:very-secret-password@127.0.0.1:2525" });
    cookies = await staffCookies(database.db, ["admin", "editor", "pending"]);
    original = await getAllSettings(database.db, { fresh: true });
  });
  afterAll(async () => {
    stopListening();
    invalidateSiteSettings();
  });
  beforeEach(async () => {
    for (const [key, value] of Object.entries(original)) {
      await database.db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    }
    await database.db.delete(settingsAudit);
    invalidateSiteSettings();
    changes = 0;
  });

  const context = () => routeContext(env, database.db);
  const get = (who: keyof typeof cookies | null) =>
    loader({
      request: new Request(`${SITE}/admin/settings`, { headers: who ? { Cookie: cookies[who] } : {} }),
      context: context(),
      params: {},
    } as never);
  const post = async (
    who: keyof typeof cookies | null,
    values: [string, string][],
    origin: string | null = SITE,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (who) headers.Cookie = cookies[who];
    if (origin) headers.Origin = origin;
    return (await action({
      request: new Request(`${SITE}/admin/settings`, {
        method: "POST",
        headers,
        body: new URLSearchParams(values).toString(),
      }),
      context: context(),
      params: {},
    } as never)) as unknown as Answer;
  };
  /** What the browser posts for the page as loaded, with these inputs changed (`null`: not sent). */
  const form = async (changesToMake: Record<string, string | null>) => {
    const page = (await get("admin")) as unknown as LoaderAnswer;
    const entries = formEntries(page.data.values).filter(([name]) => !(name in changesToMake));
    for (const [name, value] of Object.entries(changesToMake)) if (value !== null) entries.push([name, value]);
    return entries;
  };
  const redirectOf = async (promise: Promise<unknown>) => {
    const thrown = await promise.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    return (thrown as Response).headers.get("Location");
  };

  it("shows admins an editable form, editors a read-only one, and sends everyone else to /login", async () => {
    const admin = (await get("admin")) as unknown as LoaderAnswer;
    expect(admin.data.canEdit).toBe(true);
    expect(admin.data.values.agency.phone).toBe(original.agency.phone);
    expect(admin.data.values.payments.accountNumber).toBe(original.payments.accountNumber);
    expect(admin.data.values.revision).toBe(String(admin.data.revision));
    const editor = (await get("editor")) as unknown as LoaderAnswer;
    expect(editor.data.canEdit).toBe(false);
    expect(await redirectOf(get("pending"))).toBe("/login");
    expect(await redirectOf(get(null))).toBe("/login");
  });

  it("says whether each integration is configured, never what its secret is", async () => {
    const page = (await get("admin")) as unknown as LoaderAnswer;
    expect(page.data.integrations).toEqual({
      google: false,
      smtp: true,
      captcha: false,
      stripe: false,
      captchaOn: false,
      purchaseReports: false,
    });
    expect(JSON.stringify(page.data)).not.toContain("very-secret-password");
  });

  it("reports PromptPay and bank-transfer purchases only with GA4_API_SECRET and a measurement id, never showing the secret", async () => {
    const secret = "ga4-mp-secret-value";
    const withSecret = testEnv("settings-route-ga4-", { SITE_URL: SITE, GA4_API_SECRET: secret });
    const load = async () =>
      (
        (await loader({
          request: new Request(`${SITE}/admin/settings`, { headers: { Cookie: cookies.admin } }),
          context: routeContext(withSecret, database.db),
          params: {},
        } as never)) as unknown as LoaderAnswer
      ).data;
    expect((await load()).integrations.purchaseReports).toBe(false);
    expect(((await get("admin")) as unknown as LoaderAnswer).data.integrations.purchaseReports).toBe(false);
    await post("admin", await form({ "integrations.gaMeasurementId": "G-ABC123XYZ" }));
    const page = await load();
    expect(page.integrations.purchaseReports).toBe(true);
    expect(JSON.stringify(page)).not.toContain(secret);
    // The same settings without the secret in the environment: not reported.
    expect(((await get("admin")) as unknown as LoaderAnswer).data.integrations.purchaseReports).toBe(false);
  });

  it("saves an admin's change in one go: public settings at once, page cache dropped, audit entry", async () => {
    await getSiteSettings(database.db); // cached before the save
    const answer = await post("admin", await form({ "agency.phone": "02 123 4567" }));
    expect(answer.init.status).toBe(200);
    expect(answer.data.success).toEqual({ outcome: "saved" });
    expect(answer.data.result.status).toBe("success");
    expect((await getSiteSettings(database.db)).agency.phone).toBe("02 123 4567");
    expect(changes).toBe(1);
    const [entry] = await listSettingsAudit(database.db);
    expect(entry).toMatchObject({ actorEmail: "admin@example.com", group: "agency", changedFields: ["phone"] });
  });

  it("reads the payment methods as the boxes ticked: each sends its method, an unticked one nothing", async () => {
    // A fresh site has no payment details (migration 0020): the methods ticked need theirs.
    const details = {
      "payments.bankName": "Kasikornbank",
      "payments.accountName": "Siam Web Studio Co., Ltd.",
      "payments.accountNumber": "123-4-56789-0",
      "payments.branch": "Asok",
      "payments.promptPayId": "0812345678",
    };
    const answer = await post("admin", [
      ...(await form({ "payments.methods": null, ...details })),
      ["payments.methods", "promptPay"],
      ["payments.methods", "bankTransfer"],
    ]);
    expect(answer.data.success).toEqual({ outcome: "saved" });
    expect((await getAllSettings(database.db, { fresh: true })).payments.methods).toEqual({
      card: false,
      promptPay: true,
      bankTransfer: true,
    });
  });

  it("saves nothing when any field is invalid, and names the fields", async () => {
    const answer = await post(
      "admin",
      await form({
        "agency.phone": "02 123 4567",
        "payments.promptPayId": "1101700230709",
        "agency.social.line": "http://line.me",
      }),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      "payments.promptPayId": [settingsMessages.en.errors.promptPayId],
      "agency.social.line": [settingsMessages.en.errors.httpsUrl],
    });
    expect(answer.data.success).toBeUndefined();
    // What was typed comes back, so a page rendered without JavaScript keeps it.
    expect(answer.data.result.initialValue).toMatchObject({ agency: { phone: "02 123 4567" } });
    expect(await getAllSettings(database.db, { fresh: true })).toEqual(original);
    expect(await listSettingsAudit(database.db)).toEqual([]);
    expect(changes).toBe(0);
  });

  it("refuses an editor's save (a forged POST), a pending user's and a visitor's", async () => {
    const values = await form({ "agency.phone": "02 999 9999" });
    const editor = await post("editor", values);
    expect(editor.init.status).toBe(403);
    expect(editor.data.result.error).toEqual({ "": [settingsMessages.en.forbidden] });
    // Refused before its fields are judged, whatever they hold.
    const forged = await post("editor", [
      ["revision", "0"],
      ["agency.phone", "+66 2 000 0000"],
    ]);
    expect(forged.init.status).toBe(403);
    expect(await redirectOf(post("pending", values))).toBe("/login");
    expect(await redirectOf(post(null, values))).toBe("/login");
    expect((await getAllSettings(database.db, { fresh: true })).agency.phone).toBe(original.agency.phone);
    expect(await listSettingsAudit(database.db)).toEqual([]);
  });

  it("tells the second of two admins that the first saved meanwhile, and keeps the first's change", async () => {
    const first = await form({ "agency.name": "First Studio" });
    const second = await form({ "agency.phone": "02 999 9999" });
    expect((await post("admin", first)).data.success).toEqual({ outcome: "saved" });
    const answer = await post("admin", second);
    expect(answer.init.status).toBe(409);
    expect(answer.data.result.error).toEqual({ "": [settingsMessages.en.conflict] });
    expect(answer.data.result.initialValue).toMatchObject({ agency: { phone: "02 999 9999" } });
    expect((await getAllSettings(database.db, { fresh: true })).agency).toMatchObject({
      name: "First Studio",
      phone: original.agency.phone,
    });
  });

  it("treats a form with an unreadable revision as loaded before someone else's save", async () => {
    const answer = await post("admin", await form({ revision: "yesterday", "agency.phone": "02 999 9999" }));
    expect(answer.init.status).toBe(409);
    expect(answer.data.result.error).toEqual({ "": [settingsMessages.en.conflict] });
    expect(await listSettingsAudit(database.db)).toEqual([]);
  });

  it("answers an unchanged form without writing", async () => {
    const answer = await post("admin", await form({}));
    expect(answer.init.status).toBe(200);
    expect(answer.data.success).toEqual({ outcome: "unchanged" });
    expect(await listSettingsAudit(database.db)).toEqual([]);
    expect(changes).toBe(0);
  });

  it("keeps the settings an admin saved apart from what every page receives", async () => {
    await post("admin", await form({ "agency.notificationEmail": "orders@siamwebstudio.co.th" }));
    const site = await getSiteSettings(database.db);
    expect(JSON.stringify(site)).not.toContain("orders@siamwebstudio.co.th");
    expect((await getAllSettings(database.db, { fresh: true })).agency.notificationEmail).toBe("orders@siamwebstudio.co.th");
  });
});
