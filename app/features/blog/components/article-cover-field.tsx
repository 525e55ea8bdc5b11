// The article's cover image: a preview, a file button that uploads at once (the hidden input carries
// the address with the form), and a remove button. Without JavaScript the field keeps its value.
import { useRef } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { imageAccept } from "../article-form-schema";
import { setControlValue } from "./set-control-value";
import { useCoverUpload } from "./use-cover-upload";
import type { EditorFields } from "./use-article-editor-form";

export function CoverImageField({ field }: { field: EditorFields["coverImageUrl"] }) {
  const { t } = useMessages(articleAdminMessages);
  const hidden = useRef<HTMLInputElement>(null);
  const change = (url: string) => {
    if (hidden.current) setControlValue(hidden.current, url);
  };
  const { state, upload } = useCoverUpload(change);
  const value = field.value ?? "";
  const shownError = state.error ?? field.errors?.[0];
  // The file button is the field's control: the error summary's link and the first-error focus land on it.
  const id = field.id;
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
        {t("editor.fields.coverImage")}
      </p>
      {value ? (
        <img src={value} alt={t("upload.preview")} className="mt-2 aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover" />
      ) : null}
      {/* Follows the form's value: React would put a hidden input's defaultValue back on each render. */}
      <input ref={hidden} type="hidden" name={field.name} value={value} />
      <label
        htmlFor={id}
        className={buttonClass(
          { variant: "secondary" },
          "mt-2 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
        )}
      >
        {value ? t("upload.replace") : t("upload.choose")}
        <input
          id={id}
          type="file"
          accept={imageAccept}
          className="sr-only"
          aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(" ")}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </label>
      {value ? (
        <Button variant="quiet" className="mt-2 ml-2 min-h-11" onClick={() => change("")}>
          {t("upload.remove")}
        </Button>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t("upload.hint")}
      </p>
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-sm text-slate-700">
        {state.phase === "uploading" ? t("upload.uploading") : state.phase === "done" ? t("upload.uploaded") : ""}
      </p>
      {/* A refused file is told at once; the region is there before it is filled. */}
      <div role="alert">
        <FieldError id={`${id}-error`} message={shownError} />
      </div>
    </div>
  );
}
