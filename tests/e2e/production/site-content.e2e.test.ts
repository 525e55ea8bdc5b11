// The owner runs the site from the admin in the production shape (nginx TLS → two instances on one
// PostgreSQL): a customer's deposit order is placed at today's Premium price; the owner, through
// instance A, raises that price and changes a feature (English screens), adds a testimonial (Thai
// screens), an FAQ entry, a category and a Thai-only article in it; both instances show all of it
// at once; a new order pays the new price, while the older order's balance keeps the old one.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { checkoutMessages } from "../../../app/features/checkout/checkout-messages";
import { en as marketingEn } from "../../../app/features/marketing/content/en";
import { catalogueMessages } from "../../../app/features/site-content/catalogue-admin-messages";
import { entryListMessages } from "../../../app/features/site-content/entry-list-messages";
import { testimonialsMessages } from "../../../app/features/site-content/testimonials-messages";
import { formatPrice } from "../../../app/lib/pricing";
import { escapeRegExp, expect, gotoHydrated, normaliseSpace, test, textOfHtml } from "../../support/fixtures";
import { PRODUCTION_ADMIN_EMAIL, productionSiteUrl, queryProduction } from "../../support/production/production-env";
import { answerGoogleAvatars, getVia, pinTo, signInWithGoogle, staffPostVia } from "../../support/production/production-staff";

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;
const OLD_PREMIUM = 1_590_000;
const NEW_PREMIUM = 1_790_000;

/** Orders Premium with a 50% deposit by bank transfer from the home page; answers the reference. */
async function orderPremiumDeposit(page: Page, customer: string): Promise<string> {
  const t = checkoutMessages.en;
  await gotoHydrated(page, "/");
  const deposit = marketingEn.labels.payDeposit.replace("{{depositPercent}}", "50%");
  await page.getByRole("article", { name: "Premium" }).getByRole("link", { name: deposit, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.form.fullName).fill(customer);
  await dialog.getByLabel(t.form.email).fill("customer@example.co.th");
  await dialog.getByLabel(t.form.phone).fill("081-234-5678");
  await dialog.getByLabel(t.form.requirements).fill("A bilingual site for our guesthouse.");
  await dialog.getByRole("radio", { name: new RegExp(`^${t.method.bank_transfer}`) }).check();
  await dialog.getByRole("button", { name: new RegExp(escapeRegExp(t.submit.replace("{{amount}}", "").trim())) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.confirmation.heading })).toBeVisible();
  return (await page.getByTestId("order-reference").textContent())?.trim() ?? "";
}

const orderByReference = async (reference: string) =>
  (
    await queryProduction<{ id: number; total_satang: number; amount_due_now_satang: number; balance_due_satang: number }>(
      "select id, total_satang, amount_due_now_satang, balance_due_satang from orders where reference = $1",
      [reference],
    )
  )[0];

/** The page's JSON-LD block, parsed. */
function jsonLdIn(html: string): Record<string, unknown> {
  const open = '<script type="application/ld+json">';
  const start = html.indexOf(open);
  if (start < 0) throw new Error("the page has no JSON-LD");
  return JSON.parse(html.slice(start + open.length, html.indexOf("</script>", start))) as Record<string, unknown>;
}

test("the owner changes prices and words through instance A; both instances show them; orders keep their prices", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const olderOrder = await orderPremiumDeposit(page, unique("Kanya"));
  expect(await orderByReference(olderOrder)).toMatchObject({ total_satang: OLD_PREMIUM, balance_due_satang: OLD_PREMIUM / 2 });

  const owner = await browser.newContext();
  await answerGoogleAvatars(owner);
  const admin = await owner.newPage();
  try {
    await signInWithGoogle(admin, PRODUCTION_ADMIN_EMAIL, "Owner Admin");
    await pinTo(owner, "a");

    // English screens: Premium's price and one of its features.
    const c = catalogueMessages.en;
    await gotoHydrated(admin, "/admin/content/packages/premium");
    await admin.getByRole("textbox", { name: c.fields.priceThb }).fill(String(NEW_PREMIUM / 100));
    const features = admin
      .getByRole("region", { name: c.form.english, exact: true })
      .getByRole("textbox", { name: c.fields.features });
    const feature = unique("Launch party kit");
    await features.fill(`${await features.inputValue()}\n${feature}`);
    await admin.getByRole("button", { name: c.form.save, exact: true }).click();
    await expect(admin.getByRole("status").filter({ hasText: c.form.saved })).toBeVisible();

    // Thai screens: a testimonial written in Thai only.
    await owner.addCookies([{ name: "lang", value: "th", url: productionSiteUrl() }]);
    const shared = entryListMessages.th;
    const tm = testimonialsMessages.th;
    const client = unique("คุณมาลี");
    await gotoHydrated(admin, "/admin/content/testimonials");
    await admin.getByRole("link", { name: tm.list.add }).click();
    const thai = admin.getByRole("group", { name: shared.form.thai });
    await thai.getByRole("textbox", { name: tm.fields.name }).fill(client);
    await thai.getByRole("textbox", { name: tm.fields.quote }).fill("เว็บไซต์เสร็จในหนึ่งสัปดาห์ ลูกค้าจองห้องได้เองแล้ว");
    await admin.getByRole("button", { name: shared.form.save }).click();
    await expect(admin.getByRole("status").filter({ hasText: shared.list.created })).toBeVisible();

    // An FAQ entry, a category and a Thai-only article in it: the forms' posts, through A.
    const question = unique("Do you build booking pages?");
    expect(
      await staffPostVia(admin, "a", "/admin/content/faq", {
        intent: "save",
        id: "",
        revision: "",
        "en.question": question,
        "en.answer": "Yes: the Premium package ({{premiumPrice}}) includes booking or quote-request forms.",
        "th.question": "",
        "th.answer": "",
      }),
    ).toBe("redirect");
    const category = `guesthouses-${randomBytes(3).toString("hex")}`;
    expect(
      await staffPostVia(admin, "a", "/admin/categories", { intent: "create", slug: category, nameEn: "", nameTh: "เกสต์เฮาส์" }),
    ).toBe(200);
    const slug = `thai-only-${randomBytes(3).toString("hex")}`;
    const articleTitle = unique("เว็บไซต์เกสต์เฮาส์ที่รับจองได้เอง");
    expect(
      await staffPostVia(admin, "a", "/admin/articles/new", {
        slug,
        status: "published",
        categoryId: category,
        "th.title": articleTitle,
        "th.content": "<p>บทความภาษาไทยเท่านั้น</p>",
      }),
    ).toBe("redirect");

    // Both instances show every change at once (their caches were told through PostgreSQL).
    const newPrice = normaliseSpace(formatPrice(NEW_PREMIUM, "THB", "en-US"));
    for (const instance of ["a", "b"] as const) {
      // As a reader sees the text (Thai words are kept whole with markup).
      const servicesHtml = (await getVia(instance, "/services")).text();
      const services = normaliseSpace(textOfHtml(servicesHtml));
      expect(services).toContain(newPrice);
      expect(services).toContain(feature);
      // The structured data offers the same price.
      const offers = jsonLdIn(servicesHtml).itemListElement as { url?: string; price: number }[];
      expect(offers.find((offer) => offer.url?.endsWith("#premium"))?.price).toBe(NEW_PREMIUM / 100);
      const home = normaliseSpace(textOfHtml((await getVia(instance, "/")).text()));
      expect(home).toContain(client);
      expect(home).toContain(question);
      expect(home).toContain(`the Premium package (${newPrice})`);
      const list = await getVia(instance, `/articles?category=${category}`);
      expect(list.status).toBe(200);
      expect(textOfHtml(list.text())).toContain(articleTitle);
      expect((await getVia(instance, `/articles/${slug}`)).status).toBe(200);
    }

    // A new order pays the new price; the older deposit order's balance keeps the old one.
    const newerOrder = await orderPremiumDeposit(page, unique("Somchai"));
    expect(await orderByReference(newerOrder)).toMatchObject({ total_satang: NEW_PREMIUM, balance_due_satang: NEW_PREMIUM / 2 });
    const older = await orderByReference(olderOrder);
    expect(await staffPostVia(admin, "a", `/admin/payments/${older?.id}`, { intent: "confirm" })).toBe("redirect");
    expect(await staffPostVia(admin, "b", `/admin/payments/${older?.id}`, { intent: "request-balance" })).toBe("redirect");
    expect(await orderByReference(olderOrder)).toMatchObject({ total_satang: OLD_PREMIUM, balance_due_satang: OLD_PREMIUM / 2 });
    // The deposit's receipt: half the old price.
    const [receipt] = await queryProduction<{ total_satang: number }>(
      "select (snapshot->>'totalSatang')::int as total_satang from order_documents where order_id = $1",
      [older?.id],
    );
    expect(receipt?.total_satang).toBe(OLD_PREMIUM / 2);
  } finally {
    await owner.close();
  }
});
