// The default words of each marketing page (content/en.ts and th.ts), for the admin's Page copy
// screen: the texts it shows before anyone edits them.
import type { CopyTree } from "~/lib/copy-paths";
import { en } from "./content/en";
import { th } from "./content/th";

export const copyPageIds = ["home", "solutions", "services", "about", "contact"] as const;
export type MarketingPage = (typeof copyPageIds)[number];

export function pageCopyDefaults(page: MarketingPage): { en: CopyTree; th: CopyTree } {
  return { en: en[page], th: th[page] };
}
