// The catalogue as the database holds it now, for int tests: what a request would read.
import type { Db } from "~/.server/db/client";
import { getCatalogue, invalidateSiteContent } from "~/features/site-content/site-content.server";
import type { Catalogue } from "~/lib/pricing";

/** Read afresh, not from the reader's cache, so a row a test just changed is seen. */
export async function currentCatalogue(db: Db): Promise<Catalogue> {
  invalidateSiteContent();
  return getCatalogue(db);
}
