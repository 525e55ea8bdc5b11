// The editor's Preview button posts here (through /admin/articles/preview for a new article and
// /admin/articles/:id/preview for a saved one): the form checked by the editor's own schema and
// shown as the public page would, saving nothing. Staff only.
import { data, type RouterContextProvider } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { readForm } from "~/.server/forms.server";
import { articleEditorForm } from "~/features/blog/article-editor.server";
import { previewHeaders } from "~/features/blog/article-preview-meta";
import { postedArticleView, savedArticleOrNull } from "~/features/blog/article-preview.server";
import { requireStaff } from "~/features/users/staff-session.server";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** `savedId`: the article being edited (NaN for a new one). */
export async function previewPostedForm({ request, context }: ActionArgs, savedId: number) {
  const { user } = await requireStaff(request, context);
  const { db } = context.get(appContext);
  const language = requestLanguage(context);
  const form = await readForm(request, context, articleEditorForm(language).options);
  if (!form.ok) return form.response;
  const saved = Number.isNaN(savedId) ? null : await savedArticleOrNull(db, savedId);
  const article = await postedArticleView(db, form.value, language, {
    saved,
    authorName: user.displayName || user.email,
    now: new Date(),
  });
  // Posted again by the preview's language switch, so it never falls back to the saved version.
  const fields = [...form.formData.entries()].flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : [],
  );
  return data({ preview: { article, language, fields } }, { headers: previewHeaders() });
}
