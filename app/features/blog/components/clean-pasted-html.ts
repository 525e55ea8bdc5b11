// Word and Google Docs wrap their HTML in things no article needs. The browser's own HTML parser
// reads the paste (so a pasted document of any size costs one linear pass, where pattern matching
// on the text could take seconds), the wrapping is taken out of the tree, and ProseMirror's schema
// then keeps only the nodes and marks the editor allows. Browser only: it runs on paste.
// The paste is read into a <template>, whose content is inert: Word's <style> element there is
// never applied, so the page's Content-Security-Policy (no inline <style>, ADR 108) is not touched.

/** Elements whose text is not article text. */
const DROPPED = new Set(["style", "script", "title", "xml", "head", "meta", "link", "base"]);
/** The article's title is the page's h1; pasted headings start at h2 (the editor has h2 to h4). */
const RENAMED: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4" };
const WORD_LIST_MARKER = /mso-list:\s*ignore/i;

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
}

/**
 * Word draws list bullets as text between `<![if !supportLists]>` and `<![endif]>`, which the
 * parser turns into two comments: everything between them goes, with every other comment.
 */
function removeComments(root: DocumentFragment) {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  for (const comment of comments) {
    if (/^\[if !supportLists\]$/i.test(comment.data.trim())) {
      let next = comment.nextSibling;
      while (next && !(next.nodeType === Node.COMMENT_NODE && /^\[endif\]$/i.test((next as Comment).data.trim()))) {
        const after = next.nextSibling;
        next.remove();
        next = after;
      }
    }
    comment.remove();
  }
}

export function cleanPastedHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  removeComments(root);
  for (const element of [...root.querySelectorAll("*")]) {
    // Skip what went with an element removed before it.
    if (!root.contains(element)) continue;
    const tag = element.localName;
    if (DROPPED.has(tag)) element.remove();
    else if (tag === "span" && WORD_LIST_MARKER.test(element.getAttribute("style") ?? "")) element.remove();
    // Office's own elements (<o:p>, <w:sdt>, <v:shape> ...): the tags go, their text stays.
    else if (tag.includes(":")) unwrap(element);
    else if (RENAMED[tag]) rename(element, RENAMED[tag]);
  }
  return template.innerHTML;
}
