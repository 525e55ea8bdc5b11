// Trimming a repeated character from the ends of a string, in one pass. A regex such as /\/+$/
// retries from every position of a long run that does not reach the end, which takes quadratic
// time on hostile input; these loops never look at a character twice.

/** `text` without any `character` at its end: `trimEnd("https://a.example//", "/")`. */
export function trimEnd(text: string, character: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === character) end--;
  return text.slice(0, end);
}

/** `text` without any `character` at either end: `trimBoth("--a-b--", "-")` is `"a-b"`. */
export function trimBoth(text: string, character: string): string {
  let start = 0;
  while (start < text.length && text[start] === character) start++;
  return trimEnd(text.slice(start), character);
}
