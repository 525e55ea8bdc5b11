// The article's cover image: a preview, a file button that uploads at once (the hidden input carries
// the address with the form), and a remove button. Without JavaScript the field keeps its value.
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { imageAccept } from "../article-form-schema";
import { fieldId } from "./article-editor-field";
import { useCoverUpload } from "./use-cover-upload";

export function CoverImageField({ value, error, onChange }: { value: string; error?: string; onChange: (url: string) => void }) {
  const { t } = useMessages(articleAdminMessages);
  const { state, upload } = useCoverUpload(onChange);
  const shownError = state.error ?? error;
  const id = fieldId("coverImageUrl");
  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-slate-900">
        {t("editor.fields.coverImage")}
      </p>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {t("upload.hint")}
      </p>
      {value ? (
        <img src={value} alt={t("upload.preview")} className="mt-2 aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover" />
      ) : null}
      <input type="hidden" name="coverImageUrl" value={value} />
      <label
        htmlFor={id}
        className="mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
      >
        {value ? t("upload.replace") : t("upload.choose")}
        <input
          id={id}
          type="file"
          accept={imageAccept}
          className="sr-only"
          aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(" ")}
          aria-invalid={Boolean(shownError)}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </label>
      {value ? (
        <button
          type="button"
          onClick={() => onChange("")}
          className="mt-2 ml-2 min-h-11 px-2 font-semibold text-slate-700 underline"
        >
          {t("upload.remove")}
        </button>
      ) : null}
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {state.phase === "uploading" ? t("upload.uploading") : state.phase === "done" ? t("upload.uploaded") : ""}
      </p>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
