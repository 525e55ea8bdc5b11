// What every preview page (staff and share link) sends besides the article: never stored by a
// browser or CDN, never indexed, and no Referer to the sites its links lead to (a share link's
// token is in its address).
import type { MetaDescriptor } from "react-router";
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";

export const PREVIEW_HEADERS = {
  "Cache-Control": NO_STORE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export function previewHeaders(): Record<string, string> {
  return { ...PREVIEW_HEADERS };
}

export function previewMeta(title: string | undefined, prefix: string): MetaDescriptor[] {
  return [
    { title: title ? `${prefix} · ${title}` : prefix },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
