// /admin/content/preview/:kind: the Preview button of the package, add-on, plan, testimonial and
// FAQ forms posts the unsaved form here (in a new tab; `?id=` names the edited catalogue row), and
// the public page that shows that kind (services or home) is drawn with it, under a banner, in the
// site's layout, without checkout. Nothing is saved (ADR 095). Editors and admins only; an editor's
// form carries words only, and a new row can only be previewed by an admin, who alone adds rows.
import { useEffect } from "react";
import { data } from "react-router";
import type { z } from "zod";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { HomePage } from "~/features/marketing/components/home-page";
import { ServicesPage } from "~/features/marketing/components/services-page";
import { homePage, servicesPage } from "~/features/marketing/content.server";
import { catalogueErrorText } from "~/features/site-content/catalogue-form";
import { catalogueMessages } from "~/features/site-content/catalogue-admin-messages";
import { CopyPreviewBanner, PreviewEnd } from "~/features/site-content/components/copy-preview-banner";
import { isPreviewKind, previewSections } from "~/features/site-content/content-preview-path";
import {
  catalogueLimits,
  catalogueSchema,
  previewCatalogueRow,
  previewFaqEntry,
  previewPage,
  previewTestimonial,
} from "~/features/site-content/content-preview.server";
import { faqErrorText, FaqFormSchema } from "~/features/site-content/faq-schema";
import { faqMessages } from "~/features/site-content/faq-messages";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { pageCopyMessages } from "~/features/site-content/page-copy-messages";
import { testimonialErrorText, TestimonialFormSchema } from "~/features/site-content/testimonials-schema";
import { testimonialsMessages } from "~/features/site-content/testimonials-messages";
import { isAdmin } from "~/features/users/roles";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT } from "~/i18n/messages";
import type { ErrorText } from "~/lib/forms/parse-form";
import type { Route } from "./+types/admin-content-preview";

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ title: messagesT(pageCopyMessages, requestLanguage(context))("preview.title") }, { headers });
}

type Messages = (key: string) => string;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const title = messagesT(pageCopyMessages, language)("preview.title");
  const kind = params.kind;
  if (!isPreviewKind(kind)) throw data({ message: "Not found" }, { status: 404, headers });

  const read = <Schema extends z.ZodType>(schema: Schema, errorText: ErrorText, unreadable: string) =>
    readForm(request, context, { schema, errorText, unreadable });
  let preview;
  if (kind === "testimonials" || kind === "faq") {
    const t = messagesT(kind === "faq" ? faqMessages : testimonialsMessages, language) as Messages;
    const form =
      kind === "faq"
        ? await read(FaqFormSchema, faqErrorText(t), t("errors.badRequest"))
        : await read(TestimonialFormSchema, testimonialErrorText(t), t("errors.badRequest"));
    if (!form.ok) return data({ title, preview: null }, { status: 400, headers });
    preview =
      kind === "faq"
        ? await previewFaqEntry(db, form.value as z.output<typeof FaqFormSchema>)
        : await previewTestimonial(db, form.value as z.output<typeof TestimonialFormSchema>);
  } else {
    const t = messagesT(catalogueMessages, language) as Messages;
    const admin = isAdmin(user.role);
    const form = await read(
      catalogueSchema(kind, admin),
      catalogueErrorText(t, language, catalogueLimits(kind)),
      t("errors.failed"),
    );
    if (!form.ok) return data({ title, preview: null }, { status: 400, headers });
    const id = new URL(request.url).searchParams.get("id");
    preview = await previewCatalogueRow(db, { kind, id, isAdmin: admin, value: form.value, language });
  }
  if (!preview.ok) {
    if (preview.reason === "notFound") throw data({ message: "Not found" }, { status: 404, headers });
    if (preview.reason === "adminOnly") throw data({ message: "Forbidden" }, { status: 403, headers });
    return data({ title, preview: null }, { status: 400, headers });
  }
  const edits = await getEditedCopy(db);
  const page = previewPage[kind];
  return data(
    {
      title,
      preview:
        page === "home"
          ? { page, section: previewSections[kind], data: homePage(language, preview.content, edits.home) }
          : { page, section: previewSections[kind], data: servicesPage(language, preview.content.catalogue, edits.services) },
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Preview" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentPreview({ actionData }: Route.ComponentProps) {
  const section = actionData?.preview?.section;
  // The page opens at the section that shows the previewed row.
  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView({ block: "start" });
  }, [section]);
  if (!actionData) return <CopyPreviewBanner kind="howTo" />;
  const { preview } = actionData;
  if (!preview) return <CopyPreviewBanner kind="invalid" />;
  return (
    <>
      <CopyPreviewBanner kind="banner" />
      {preview.page === "home" ? <HomePage data={preview.data} /> : <ServicesPage data={preview.data} />}
      <PreviewEnd />
    </>
  );
}
