// The article body editor (TipTap). Loaded on demand by RichTextField, so its ~100 KB stay out
// of every other chunk; until it arrives the field is a plain textarea with the same name. The HTML
// travels in a hidden input of that name, whose every change the form's state sees.
// What it can produce matches the server's allow-list: headings, bold, italic, lists, links
// (http, https, mailto), images, quotes and code. Pasted Word or Google Docs HTML is cleaned
// (clean-pasted-html.ts), then ProseMirror's schema keeps only those nodes and marks.
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef } from "react";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { cleanPastedHtml } from "./clean-pasted-html";
import { ALLOWED_LINK, Toolbar } from "./rich-text-toolbar";
import { setControlValue } from "./set-control-value";
import "./rich-text-editor.css";

/** Images carry their responsive copies (uploads), as the public page serves them. */
const ResponsiveImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
    };
  },
});

export interface RichTextEditorProps {
  id: string;
  name: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** The field's current HTML (the form's value): the editor starts from it. */
  value: string;
  lang: string;
}

export default function RichTextEditor({ id, name, labelId, describedBy, invalid, value, lang }: RichTextEditorProps) {
  const { t } = useMessages(articleAdminMessages);
  const input = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    // Its base styles come from rich-text-editor.css: the CSP refuses an injected <style>.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          isAllowedUri: (url) => ALLOWED_LINK.test(url),
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      ResponsiveImage.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": invalid ? "true" : "false",
        lang,
        class:
          "min-h-72 rounded-b-lg border border-slate-500 bg-white px-4 py-3 text-base leading-7 text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-invalid:border-red-700 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_a]:text-brand-700 [&_a]:underline [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg",
      },
      transformPastedHTML: cleanPastedHtml,
      // The editor's action bar covers the bottom of the window: keep the caret above it.
      scrollThreshold: { top: 0, right: 0, bottom: 88, left: 0 },
      scrollMargin: { top: 5, right: 5, bottom: 96, left: 5 },
    },
    onUpdate: ({ editor: current }) => {
      if (input.current) setControlValue(input.current, current.isEmpty ? "" : current.getHTML());
    },
  });

  return (
    <div>
      {editor ? <Toolbar editor={editor} editorId={id} /> : null}
      <EditorContent editor={editor} />
      {editor ? null : (
        <p className="rounded-b-lg border border-slate-500 px-4 py-3 text-slate-600">{t("editor.editorLoading")}</p>
      )}
      {/* The form's value, which the editor's changes update (a hidden input's defaultValue would be put back on each render). */}
      <input ref={input} type="hidden" name={name} value={value} />
    </div>
  );
}
