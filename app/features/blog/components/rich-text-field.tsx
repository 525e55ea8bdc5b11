// The content field of one language: its label, the editor and its error. The editor is a textarea
// until the rich-text editor has loaded (and without JavaScript); both send the field under the
// schema's name (`en.content`), the rich-text editor through a hidden input. The label names the
// editor by id (aria-labelledby), as a <label> cannot label an editable <div>.
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { controlClass, FieldError, labelClass } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import type { RichTextEditorProps } from "./rich-text-editor";

/** Once loaded, a field mounted again (after a save) shows the editor at once. */
let loadedEditor: ComponentType<RichTextEditorProps> | null = null;

export interface RichTextFieldProps {
  /** The editing surface's id (the textarea's, then the rich-text editor's). */
  id: string;
  name: string;
  label: string;
  labelSuffix?: ReactNode;
  error?: string;
  /** The field's current value: what the rich-text editor starts from when it arrives. */
  value: string;
  lang: string;
}

export function RichTextField({ id, name, label, labelSuffix, error, value, lang }: RichTextFieldProps) {
  const { t } = useMessages(articleAdminMessages);
  const [Editor, setEditor] = useState(() => loadedEditor);
  useEffect(() => {
    if (Editor) return;
    let live = true;
    void import("./rich-text-editor").then((module) => {
      loadedEditor = module.default;
      if (live) setEditor(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [Editor]);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label id={labelId} htmlFor={id} className={labelClass}>
        {label}
        {labelSuffix}
      </label>
      <div className="mt-1">
        {Editor ? (
          <Editor
            id={id}
            name={name}
            labelId={labelId}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            value={value}
            lang={lang}
          />
        ) : (
          <>
            <textarea
              id={id}
              name={name}
              lang={lang}
              aria-describedby={[error ? errorId : null, `${id}-fallback`].filter(Boolean).join(" ")}
              aria-invalid={error ? true : undefined}
              defaultValue={value}
              rows={14}
              className={`${controlClass} font-mono`}
            />
            <p id={`${id}-fallback`} className="mt-1 text-sm text-slate-600">
              {t("editor.plainTextFallback")}
            </p>
          </>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
