import { serializeJsonLd } from "~/lib/json-ld";

/**
 * Structured data as `<script type="application/ld+json">`. It is a data block the browser never
 * runs, so the CSP's script rules (and nonce) do not apply; a nonce here would only differ between
 * the server's HTML and the browser's render.
 */
export function JsonLdScript({ data }: { data: unknown }) {
  // serializeJsonLd escapes `<`, so the text cannot close the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
