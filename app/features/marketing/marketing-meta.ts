// Title, description and social tags for a marketing page, from its loader's copy and the
// root loader's settings (site name, public URL, language).
import type { MetaDescriptor } from "react-router";
import { type Language, localeFor } from "~/i18n/config";
import { pageMeta } from "~/lib/seo";
import type { PageMeta } from "./marketing-types";

/** The parts of the root loader's data a page's meta needs. */
export interface RootMetaData {
  language: Language;
  settings: { agency: { name: string } };
  env: { siteUrl: string };
}

export function marketingMeta({
  page,
  root,
  path,
}: {
  page: PageMeta | undefined;
  root: RootMetaData | undefined;
  path: string;
}): MetaDescriptor[] {
  if (!page) return [];
  if (!root) return [{ title: page.title }, { name: "description", content: page.description }];
  return pageMeta({
    title: page.title,
    description: page.description,
    siteName: root.settings.agency.name,
    siteUrl: root.env.siteUrl,
    path,
    locale: localeFor(root.language),
  });
}
