// Article HTML allow-list, applied when an article is saved and again when it is rendered, so
// nothing stored before a rule changed (or written straight to the database) reaches a visitor.
import sanitizeHtml from "sanitize-html";

/** One srcset candidate of an uploaded image: `/media/<hash>-<width>.webp <width>w`. */
const MEDIA_CANDIDATE = /^\/media\/[a-f0-9]{32}-\d{1,4}\.webp \d{1,4}w$/;

/** A `sizes` list such as `(min-width: 768px) 720px, 100vw`: media queries and lengths only. */
const SIZES = /^[a-z0-9():,.\s-]{1,200}$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    // srcset/sizes: the responsive copies of images uploaded in the editor (see transformTags.img).
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // An article's own <h1> would compete with the page's title.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
    img: (tagName, attribs) => {
      const { srcset, sizes, ...rest } = attribs;
      // Only our own uploads carry a srcset; any other candidate list is dropped whole.
      const own = srcset !== undefined && srcset.split(",").every((candidate) => MEDIA_CANDIDATE.test(candidate.trim()));
      return {
        tagName,
        attribs: { ...rest, ...(own ? { srcset, ...(sizes && SIZES.test(sizes) ? { sizes } : {}) } : {}), loading: "lazy" },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
