import type { MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/config";
import { pageMeta, type RootMetaData } from "~/lib/seo";

interface LegalLoaderData {
  language: Language;
  meta: { title: string; description: string };
}

export function legalPageMeta(
  data: LegalLoaderData | undefined,
  root: RootMetaData | undefined,
  path: string,
): MetaDescriptor[] {
  if (!data || !root) return [{ title: root?.settings.agency.name ?? "" }];
  return pageMeta({ title: data.meta.title, description: data.meta.description, root, path });
}
