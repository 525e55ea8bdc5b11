// /admin/content: the Site content section's index, for editors and admins: its screens, each with
// a line saying what it holds, and the latest saves on them (content_audit).
import { data, Link } from "react-router";
import { listContentChanges } from "~/.server/content-audit.server";
import { appContext, requestLanguage } from "~/.server/context";
import { Card } from "~/components/ui/card";
import { ContentChanges } from "~/features/site-content/components/content-changes";
import { contentIndexMessages } from "~/features/site-content/content-index-messages";
import { requireStaff } from "~/features/users/staff-session.server";
import type { TranslationKey } from "~/i18n/i18n";
import { type MessageKey, messagesIn, useMessages } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { commonMessages } from "~/i18n/resources";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.content.title",
  subtitleKey: "admin.screens.content.subtitle",
};

interface ContentSection {
  to: string;
  /** The screen's title, as the admin header shows it. */
  titleKey: TranslationKey;
  /** One line on what it holds. */
  descriptionKey: MessageKey<typeof contentIndexMessages>;
}

// The section's screens, in the order they are listed. A new Site content screen adds its row here.
const sections: ContentSection[] = [
  { to: "/admin/content/packages", titleKey: "admin.screens.contentPackages.title", descriptionKey: "sections.packages" },
  { to: "/admin/content/add-ons", titleKey: "admin.screens.contentAddOns.title", descriptionKey: "sections.addOns" },
  { to: "/admin/content/plans", titleKey: "admin.screens.contentPlans.title", descriptionKey: "sections.plans" },
  { to: "/admin/content/testimonials", titleKey: "admin.screens.testimonials.title", descriptionKey: "sections.testimonials" },
  { to: "/admin/content/faq", titleKey: "admin.screens.faq.title", descriptionKey: "sections.faq" },
  { to: "/admin/content/pages", titleKey: "admin.screens.pageCopy.title", descriptionKey: "sections.pageCopy" },
  { to: "/admin/categories", titleKey: "admin.menu.categories", descriptionKey: "sections.categories" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const strings = messagesIn(commonMessages, requestLanguage(context)).admin;
  return data(
    { changes: await listContentChanges(db, { limit: 20 }), title: `${strings.screens.content.title} · ${strings.title}` },
    { headers: noStoreHeaders() },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Site content" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tc } = useMessages(contentIndexMessages);
  return (
    <div className="max-w-5xl space-y-6">
      <section aria-labelledby="content-sections-title">
        <h2 id="content-sections-title" className="sr-only">
          {tc("sectionsTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Card className="h-full">
                <Link to={section.to} className="text-lg font-bold text-brand-800 underline-offset-4 hover:underline">
                  {t(section.titleKey)}
                </Link>
                <p className="mt-1 text-sm text-slate-700">{tc(section.descriptionKey)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{tc("rolesNote")}</p>
      </section>
      <ContentChanges entries={loaderData.changes} />
    </div>
  );
}
