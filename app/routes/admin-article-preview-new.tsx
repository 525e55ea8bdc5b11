// /admin/articles/preview: the new-article editor's Preview button posts its unsaved form here
// (see admin-article-preview-action.server.ts). Opened by GET there is nothing to show but how to
// get a preview. Editors and admins only, in the loader and the action.
import { data } from "react-router";
import { previewHeaders, previewMeta } from "~/features/blog/article-preview-meta";
import { articlePreviewMessages } from "~/features/blog/article-preview-messages";
import { StaffArticlePreview } from "~/features/blog/components/article-preview-screen";
import { requireStaff } from "~/features/users/staff-session.server";
import { isLanguage } from "~/i18n/config";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/admin-article-preview-new";
import { previewPostedForm } from "./admin-article-preview-action.server";

export const handle = { pageName: "article-preview" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(null, { headers: previewHeaders() });
}

export function action(args: Route.ActionArgs) {
  return previewPostedForm(args, Number.NaN);
}

export const headers: Route.HeadersFunction = () => previewHeaders();

export const meta: Route.MetaFunction = ({ matches }) => {
  const rootLanguage = (matches[0]?.loaderData as { language?: unknown } | undefined)?.language;
  const label = messagesIn(articlePreviewMessages, isLanguage(rootLanguage) ? rootLanguage : "en").banner.label;
  return previewMeta(undefined, label);
};

export default function NewArticlePreview({ actionData }: Route.ComponentProps) {
  return <StaffArticlePreview path="/admin/articles/preview" posted={actionData} />;
}
