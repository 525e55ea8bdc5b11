// /admin/content/pages/:page/preview: the Page copy form's Preview button posts the unsaved form
// here (in a new tab), and the public page is shown with those words, under a banner, in the
// site's layout (without checkout: nothing can be bought from a preview). Nothing is saved. Editors and admins only, in the loader and the action.
import { data } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { AboutPage } from "~/features/marketing/components/about-page";
import { ContactPage } from "~/features/marketing/components/contact-page";
import { HomePage } from "~/features/marketing/components/home-page";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { SolutionsPage } from "~/features/marketing/components/solutions-page";
import { aboutPage, contactPage, homePage, servicesPage, solutionsPage } from "~/features/marketing/content.server";
import { pageCopyDefaults } from "~/features/marketing/page-copy-defaults.server";
import { getSiteSettings } from "~/features/settings/settings.server";
import { CopyPreviewBanner, PreviewEnd } from "~/features/site-content/components/copy-preview-banner";
import { copyFormFields } from "~/features/site-content/page-copy-fields";
import { pageCopyMessages } from "~/features/site-content/page-copy-messages";
import { editsFromForm, pageCopyErrorText, pageCopySchema } from "~/features/site-content/page-copy-schema";
import { type CopyPage, editsFrom, isCopyPage } from "~/features/site-content/page-copy.server";
import { getSiteContent } from "~/features/site-content/site-content.server";
import { requireStaff } from "~/features/users/staff-session.server";
import { type Language } from "~/i18n/config";
import { messagesT } from "~/i18n/messages";
import { copyFigureNames } from "~/lib/copy-figures";
import { copyLeaves, type CopyEdits } from "~/lib/copy-paths";
import { telHref } from "~/lib/phone";
import type { Route } from "./+types/admin-content-page-preview";

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ title: messagesT(pageCopyMessages, requestLanguage(context))("preview.title") }, { headers });
}

async function pageData(
  db: Parameters<typeof getSiteContent>[0],
  content: Awaited<ReturnType<typeof getSiteContent>>,
  language: Language,
  page: CopyPage,
  edits: CopyEdits,
) {
  const { agency } = await getSiteSettings(db);
  switch (page) {
    case "home":
      return { page, data: homePage(language, content, edits) };
    case "solutions":
      return { page, data: solutionsPage(language, content.catalogue, edits) };
    case "services":
      return { page, data: servicesPage(language, content.catalogue, edits) };
    case "about":
      return { page, data: aboutPage(language, content.catalogue, edits) };
    case "contact":
      return {
        page,
        data: contactPage(language, content.catalogue, null, agency.businessHours, edits),
        agency: {
          phone: agency.phone,
          phoneHref: telHref(agency.phone),
          email: agency.email,
          address: agency.address[language],
          social: agency.social,
        },
      };
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const t = messagesT(pageCopyMessages, language);
  if (!isCopyPage(params.page)) throw data({ message: t("errors.notFound") }, { status: 404 });
  const defaults = pageCopyDefaults(params.page);
  const fields = copyFormFields(defaults.en);
  const content = await getSiteContent(db);
  const form = await readForm(request, context, {
    schema: pageCopySchema(fields, copyFigureNames(content.catalogue)),
    errorText: pageCopyErrorText(t as (key: string) => string),
    unreadable: t("errors.failed"),
  });
  const title = t("preview.title");
  if (!form.ok) return data({ title, preview: null }, { status: 400, headers });
  const edits = editsFrom(editsFromForm(form.value, fields), { en: copyLeaves(defaults.en), th: copyLeaves(defaults.th) });
  return data({ title, preview: await pageData(db, content, language, params.page, edits) }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Preview" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PageCopyPreview({ actionData }: Route.ComponentProps) {
  if (!actionData) return <CopyPreviewBanner kind="howTo" />;
  const { preview } = actionData;
  if (!preview) return <CopyPreviewBanner kind="invalid" />;
  return (
    <>
      <CopyPreviewBanner kind="banner" />
      {preview.page === "home" ? (
        <HomePage data={preview.data} />
      ) : preview.page === "solutions" ? (
        <SolutionsPage data={preview.data} />
      ) : preview.page === "services" ? (
        <ServicesPage data={preview.data} />
      ) : preview.page === "about" ? (
        <AboutPage data={preview.data} />
      ) : (
        <ContactPage data={preview.data} agency={preview.agency} />
      )}
      <PreviewEnd />
    </>
  );
}
