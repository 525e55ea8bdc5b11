// Thai headings and card texts break lines only between words (ADR 090). Chromium finds Thai
// line breaks with ICU's dictionary, which lacks many loanwords ("เช็กลิสต์" broke as "เช็" /
// "กลิสต์"). The test lays the Thai pages out at a phone's and a desktop's width and reads where
// each line ends, from the position of every character.
import type { Page } from "@playwright/test";
import { thaiWordsKeptWhole } from "../../app/lib/thai-words";
import { sampleArticles } from "../../db/seed/sample-articles";
import { expect, gotoHydrated, test } from "../support/fixtures";

const checklist = sampleArticles.find((article) => article.translations.th.title.includes("เช็กลิสต์"));
if (!checklist) throw new Error("The e2e site needs the sample checklist article (db/seed/sample-articles.ts)");

/** Headings, FAQ questions and the texts of cards (article excerpts, steps, features, packages, quotes). */
const checked = "main :is(h1, h2, h3, h4, summary, article p, li p, li > span)";

/**
 * The words a line break falls inside, in every visible element matching `selector`. The words
 * are the listed ones (longest first) and, between them, what `Intl.Segmenter` finds.
 */
function breaksInsideWords(page: Page) {
  return page.evaluate(
    ({ selector, listed }) => {
      const words = new Intl.Segmenter("th", { granularity: "word" });
      const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });
      const byLength = [...listed].sort((a, b) => b.length - a.length);

      /** [start, end) of every word in `text`. */
      function wordRanges(text: string): [number, number][] {
        const ranges: [number, number][] = [];
        const segment = (from: number, to: number) => {
          for (const part of words.segment(text.slice(from, to))) {
            if (part.isWordLike) ranges.push([from + part.index, from + part.index + part.segment.length]);
          }
        };
        let pieceStart = 0;
        let index = 0;
        while (index < text.length) {
          const word = byLength.find((candidate) => text.startsWith(candidate, index));
          if (!word) {
            index++;
            continue;
          }
          segment(pieceStart, index);
          ranges.push([index, index + word.length]);
          index += word.length;
          pieceStart = index;
        }
        segment(pieceStart, text.length);
        return ranges;
      }

      const found: { element: string; word: string; lines: string[] }[] = [];
      let measured = 0;
      let wrapped = 0;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const box = element.getBoundingClientRect();
        // Hidden, or visually hidden for screen readers (1 px wide): nothing is laid out in lines.
        if (!element.checkVisibility() || box.width < 20) continue;
        const nodes: { node: Text; start: number }[] = [];
        let text = "";
        let previousBox: Element | undefined;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Text in two boxes (the price and its note, side by side in a flex row) is two runs.
          let box = node.parentElement ?? element;
          while (box !== element && getComputedStyle(box).display === "inline") box = box.parentElement ?? element;
          if (previousBox && box !== previousBox) text += "\n";
          previousBox = box;
          nodes.push({ node: node as Text, start: text.length });
          text += (node as Text).data;
        }
        const rectAt = (start: number, end: number) => {
          const holder = nodes.findLast((entry) => entry.start <= start);
          if (!holder) return undefined;
          const range = document.createRange();
          range.setStart(holder.node, start - holder.start);
          range.setEnd(holder.node, Math.min(end - holder.start, holder.node.data.length));
          const rect = range.getClientRects()[0];
          return rect && rect.width > 0 ? rect : undefined;
        };
        // Where each line starts: a grapheme that sits lower than the one before it.
        const lineStarts: number[] = [];
        let previous: DOMRect | undefined;
        for (const { index, segment } of graphemes.segment(text)) {
          if (/^\s+$/.test(segment)) continue;
          const rect = rectAt(index, index + segment.length);
          if (!rect) continue;
          if (previous && rect.top > previous.top + previous.height / 2) lineStarts.push(index);
          previous = rect;
        }
        measured++;
        if (lineStarts.length > 0) wrapped++;
        const lines = [0, ...lineStarts].map((start, line) => text.slice(start, lineStarts[line] ?? text.length).trim());
        for (const [start, end] of wordRanges(text)) {
          if (lineStarts.some((lineStart) => lineStart > start && lineStart < end)) {
            found.push({ element: element.tagName.toLowerCase(), word: text.slice(start, end), lines });
          }
        }
      }
      return { found, measured, wrapped };
    },
    { selector: checked, listed: thaiWordsKeptWhole },
  );
}

for (const width of [390, 1280]) {
  test.describe(`Thai text at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ["/articles", "/", `/articles/${checklist.slug}`]) {
      test(`breaks lines only between words on ${path}`, async ({ page, baseURL }) => {
        await page.context().addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
        await gotoHydrated(page, path);
        await page.evaluate(() => document.fonts.ready);
        const { found, measured, wrapped } = await breaksInsideWords(page);
        expect(found, "line breaks inside a word").toEqual([]);
        // The check saw the page: many texts, and some long enough to wrap.
        expect(measured).toBeGreaterThan(path === "/" ? 30 : 2);
        expect(wrapped).toBeGreaterThan(width === 390 ? 3 : 0);
      });
    }
  });
}

test("copying a Thai card title gives the title as written", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "lang", value: "th", url: baseURL ?? "" }]);
  await gotoHydrated(page, "/articles");
  const title = page.getByRole("heading", { level: 2, name: /เช็กลิสต์/ });
  await expect(title).toHaveText(checklist.translations.th.title);
  // Copying the title gives the text as written: no invisible characters were added.
  const copied = await title.evaluate((element) => {
    const selection = window.getSelection();
    selection?.selectAllChildren(element);
    return selection?.toString();
  });
  expect(copied).toBe(checklist.translations.th.title);
});
