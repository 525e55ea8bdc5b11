import { useNonce } from "~/components/nonce";
import { serializeJsonLd } from "../json-ld";

/** Structured data as `<script type="application/ld+json">`, carrying the response's CSP nonce. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useNonce();
  // serializeJsonLd escapes `<`, so the text cannot close the element.
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
