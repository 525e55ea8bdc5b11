/** Responses that set cookies or that a signed-in person sees: nobody stores them. */
export const NO_STORE_CACHE_CONTROL = "private, no-store";

/** Headers for a response no browser or CDN may keep, with any others it needs. */
export function noStoreHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { "Cache-Control": NO_STORE_CACHE_CONTROL, ...extra };
}
