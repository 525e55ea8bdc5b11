// Safe HTML end to end: every vector of the XSS corpus is stored through the editor's own action
// (as an editor, in a published article) and its public page is opened in Chromium. Nothing may
// run (no dialog, no window.__xss) and nothing that could run may be in the page.
import { sanitizeArticleHtml } from "../../app/features/blog/article-html.server";
import { xssVectors } from "../fixtures/xss-vectors";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/staff";
import { contentSiteUrl } from "../support/e2e-env";

// Publishes and deletes articles: on a site of its own, away from the blog tests' exact lists.
test.use({ baseURL: contentSiteUrl() });

// Two tests (one per worker); each stores its vectors up to ten to an article, every vector after
// a marker paragraph, so a problem is reported with the vector it came after.
const GROUPS = 2;
const PER_ARTICLE = 10;

/**
 * Some vectors, once cleaned, swallow what follows them (an unclosed comment, <textarea> or
 * <script>): each of those goes last in its article, so every other vector's marker survives.
 */
function inBatches<T extends { vector: string }>(vectors: T[]): T[][] {
  const swallows = (vector: string) => !sanitizeArticleHtml(`${vector}<p>after</p>`).includes("<p>after</p>");
  const open = vectors.filter(({ vector }) => !swallows(vector));
  const last = vectors.filter(({ vector }) => swallows(vector));
  const batches: T[][] = [];
  for (let at = 0; at < open.length; at += PER_ARTICLE - 1) batches.push(open.slice(at, at + PER_ARTICLE - 1));
  for (const [number, vector] of last.entries()) {
    if (number < batches.length) batches[number]?.push(vector);
    else batches.push([vector]);
  }
  return batches;
}

test.describe("Article HTML is safe", () => {
  // Vectors point images at addresses that do not exist, or at other sites (which the page's CSP
  // blocks: img-src is this site only); Chromium logs both.
  test.use({
    // One pattern: Playwright reads a two-element array given to test.use as [value, options].
    allowedConsoleErrors: [
      /Failed to load resource|Loading the image '[^']*' violates the following Content Security Policy directive: "img-src /,
    ],
  });

  for (let group = 0; group < GROUPS; group += 1) {
    test(`XSS vectors, part ${group + 1} of ${GROUPS}: stored through the editor, nothing runs on the public page`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInAs(page, "editor");
      const origin = new URL(contentSiteUrl()).origin;
      const run = `${Date.now().toString(36)}${group}`;
      const vectors = xssVectors.map((vector, index) => ({ vector, index })).filter(({ index }) => index % GROUPS === group);
      const batches = inBatches(vectors);

      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // Anything that ran would also leave this behind.
      await page.addInitScript(() => {
        for (const name of ["alert", "confirm", "prompt"] as const) {
          const original = window[name];
          (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
            (window as unknown as { __xss?: number }).__xss = 1;
            return (original as (...a: unknown[]) => unknown).apply(window, args);
          };
        }
      });

      const created: number[] = [];
      for (const [number, batch] of batches.entries()) {
        const slug = `xss-${run}-${number}`;
        const thai = number % 2 === 1;
        const marker = (index: number) => (thai ? `เวกเตอร์ ${index}` : `Vector ${index}`);
        const content = (language: "en" | "th") =>
          batch.map(({ vector, index }) => `<p>${language === "th" ? "เวกเตอร์" : "Vector"} ${index}</p>${vector}`).join("");
        const response = await page.request.post("/admin/articles/new", {
          headers: { Origin: origin },
          maxRedirects: 0,
          form: {
            slug,
            status: "published",
            "en.title": `XSS vectors ${run} ${number}`,
            "en.content": content("en"),
            "th.title": `เวกเตอร์ ${run} ${number}`,
            "th.content": content("th"),
          },
        });
        const names = batch.map(({ index }) => index).join(", ");
        expect(response.status(), `vectors ${names} saved through the editor's action`).toBe(302);
        const id = Number(/\/admin\/articles\/(\d+)\/edit/.exec(response.headers().location ?? "")?.[1]);
        created.push(id);

        await page.goto(`/articles/${slug}?lang=${thai ? "th" : "en"}`, { waitUntil: "load" });
        const body = page.locator("article");
        for (const { index } of batch) await expect(body).toContainText(marker(index));
        // Give error and load handlers their chance, and poke what a person would.
        await page.evaluate(async () => {
          for (const element of document.querySelectorAll("article *")) {
            for (const type of ["mouseover", "mouseenter", "focus", "pointerenter", "animationstart", "toggle"]) {
              element.dispatchEvent(new Event(type, { bubbles: true }));
            }
          }
          // Two painted frames: handlers queued by those events, and by loads, have run.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const found = await page.evaluate(() => {
          const problems: string[] = [];
          // The marker paragraph last seen names the vector an element came from.
          let after = "before the first vector";
          for (const element of document.querySelectorAll("article *")) {
            const text = element.tagName === "P" ? (element.textContent ?? "") : "";
            if (/^(Vector|เวกเตอร์) \d+$/.test(text)) after = text;
            const report = (what: string) => problems.push(`${after}: ${what}`);
            for (const attribute of element.getAttributeNames()) {
              const value = element.getAttribute(attribute) ?? "";
              if (/^on/i.test(attribute)) report(`${element.tagName} ${attribute}`);
              if (attribute === "style") report(`${element.tagName} style`);
              if (
                /^(href|src|srcset|action|formaction|xlink:href|data|background)$/i.test(attribute) &&
                /^\s*(javascript|vbscript|data):/i.test(value)
              ) {
                report(`${element.tagName} ${attribute}=${value.slice(0, 40)}`);
              }
            }
            if (
              /^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|LINK|META|BASE|FORM|INPUT|TEMPLATE|FRAME|FRAMESET)$/i.test(
                element.tagName,
              )
            ) {
              report(`<${element.tagName.toLowerCase()}>`);
            }
          }
          return { problems, ran: (window as unknown as { __xss?: number }).__xss === 1 };
        });
        const shown = batch.map(({ index, vector }) => `${index}: ${vector}`).join("\n");
        expect(found.problems, `vectors ${names}:\n${shown}`).toEqual([]);
        expect(found.ran, `one of vectors ${names} ran:\n${shown}`).toBe(false);
        expect(dialogs, `one of vectors ${names} opened a dialog`).toEqual([]);
      }

      // Tidy up through the list's delete action.
      for (const id of created) {
        const response = await page.request.post("/admin/articles", {
          headers: { Origin: origin },
          form: { intent: "delete", id: String(id) },
        });
        expect(response.status()).toBe(200);
      }
    });
  }
});
