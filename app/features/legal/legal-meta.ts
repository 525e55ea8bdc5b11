import type { MetaDescriptor } from "react-router";
import { type Language, localeFor } from "~/i18n/config";
import { pageMeta } from "~/lib/seo";

interface LegalLoaderData {
  language: Language;
  meta: { title: string; description: string };
}

/** The parts of the root loader's data the meta tags need, typed structurally so features need not import root. */
interface RootMetaData {
  settings: { agency: { name: string } };
  env: { siteUrl: string };
}

export function legalPageMeta(
  data: LegalLoaderData | undefined,
  root: RootMetaData | undefined,
  path: string,
): MetaDescriptor[] {
  if (!data || !root) return [{ title: root?.settings.agency.name ?? "" }];
  return pageMeta({
    title: data.meta.title,
    description: data.meta.description,
    siteName: root.settings.agency.name,
    siteUrl: root.env.siteUrl,
    path,
    locale: localeFor(data.language),
  });
}
