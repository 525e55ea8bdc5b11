import { type ComponentType, useEffect, useState } from "react";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { inputClass } from "./article-editor-field";
import type { RichTextEditorProps } from "./rich-text-editor";

/** The content field: a textarea until the rich-text editor has loaded (and without JavaScript). */
export function RichTextField(props: RichTextEditorProps) {
  const { t } = useMessages(articleAdminMessages);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./rich-text-editor").then((module) => {
      if (live) setEditor(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Editor) return <Editor {...props} />;
  return (
    <>
      <textarea
        id={props.id}
        name={props.name}
        lang={props.lang}
        aria-labelledby={props.labelId}
        aria-describedby={[props.describedBy, `${props.id}-fallback`].filter(Boolean).join(" ")}
        aria-invalid={props.invalid}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        rows={14}
        className={`${inputClass} font-mono text-sm`}
      />
      <p id={`${props.id}-fallback`} className="mt-1 text-sm text-slate-600">
        {t("editor.plainTextFallback")}
      </p>
    </>
  );
}
