// Headings and short texts whose Thai words the browser's dictionary would split (ADR 090).
import { Fragment } from "react";
import { thaiTextParts } from "~/lib/thai-words";

const thaiScript = /[\u0e01-\u0e5b]/;

/**
 * `children` as text, with each word of `thaiWordsKeptWhole` in a no-wrap span, and a `<wbr>`
 * where another Thai word touches it: a line may break there, and the browser measures the
 * words on each side on their own, so a misread word does not spoil its neighbours. Neither
 * element adds a character: copying, find-in-page and screen readers get the text unchanged.
 */
export function ThaiWords({ children }: { children: string }) {
  if (!thaiScript.test(children)) return children;
  return thaiTextParts(children).map((part, index) =>
    part.keepWhole ? (
      <Fragment key={index}>
        {part.breakBefore ? <wbr /> : null}
        <span className="whitespace-nowrap" data-thai-word="">
          {part.text}
        </span>
        {part.breakAfter ? <wbr /> : null}
      </Fragment>
    ) : (
      part.text
    ),
  );
}
