// The rich-text editor's toolbar: formatting buttons, the link panel (only http, https and mailto,
// as the server's allow-list) and the image panel (upload, then alt text, then insert). Part of
// the editor's on-demand chunk: only rich-text-editor.tsx imports it.
import { type useEditor, useEditorState } from "@tiptap/react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { ToolButton, ToolIcon } from "./rich-text-tool-button";
import { uploadArticleImage } from "./upload-image";

/** The link targets the server keeps; anything else is refused in the link panel. */
export const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

type Editor = NonNullable<ReturnType<typeof useEditor>>;

export function Toolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const { t } = useMessages(articleAdminMessages);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      code: current.isActive("code"),
      codeBlock: current.isActive("codeBlock"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<null | "link" | "image">(null);
  const [linkValue, setLinkValue] = useState("");
  const [linkError, setLinkError] = useState(false);
  const [upload, setUpload] = useState<{
    state: "idle" | "uploading" | "ready" | "error";
    error?: string;
    image?: { src: string; srcset: string; width: number; height: number };
  }>({ state: "idle" });
  const [alt, setAlt] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const chain = () => editor.chain().focus();

  function applyLink() {
    const href = linkValue.trim();
    if (href === "") {
      chain().extendMarkRange("link").unsetLink().run();
      setPanel(null);
      return;
    }
    if (!ALLOWED_LINK.test(href)) {
      setLinkError(true);
      return;
    }
    chain().extendMarkRange("link").setLink({ href }).run();
    setPanel(null);
  }

  async function chooseImage(file: File | undefined) {
    if (!file) return;
    setPanel("image");
    setUpload({ state: "uploading" });
    const result = await uploadArticleImage(file);
    if (result.ok) setUpload({ state: "ready", image: result.image });
    else setUpload({ state: "error", error: t(`errors.${result.error}`) });
    if (fileInput.current) fileInput.current.value = "";
  }

  function insertImage() {
    if (!upload.image) return;
    chain()
      .setImage({ src: upload.image.src, alt: alt.trim(), width: upload.image.width, height: upload.image.height } as never)
      .updateAttributes("image", { srcset: upload.image.srcset, sizes: "(min-width: 768px) 720px, 100vw" })
      .run();
    setPanel(null);
    setAlt("");
    setUpload({ state: "idle" });
  }

  return (
    <div className="rounded-t-lg border border-b-0 border-slate-500 bg-slate-50">
      <div role="toolbar" aria-label={t("toolbar.label")} aria-controls={editorId} className="flex flex-wrap gap-1 p-1.5">
        <ToolButton label={t("toolbar.paragraph")} active={state.paragraph} onClick={() => chain().setParagraph().run()}>
          ¶
        </ToolButton>
        <ToolButton label={t("toolbar.heading2")} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </ToolButton>
        <ToolButton label={t("toolbar.heading3")} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </ToolButton>
        <ToolButton label={t("toolbar.bold")} active={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </ToolButton>
        <ToolButton label={t("toolbar.italic")} active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <i>I</i>
        </ToolButton>
        <ToolButton label={t("toolbar.bulletList")} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <ToolIcon>
            <path d="M9 6h11M9 12h11M9 18h11" />
            <circle cx="4" cy="6" r="1" />
            <circle cx="4" cy="12" r="1" />
            <circle cx="4" cy="18" r="1" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.orderedList")} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <ToolIcon>
            <path d="M10 6h11M10 12h11M10 18h11" />
            <path d="M4 6h1v4M4 10h2" />
            <path d="M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.blockquote")} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <ToolIcon>
            <path d="M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 5-4 5" />
            <path d="M14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 5-4 5" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.code")} active={state.code} onClick={() => chain().toggleCode().run()}>
          {"</>"}
        </ToolButton>
        <ToolButton label={t("toolbar.codeBlock")} active={state.codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
          {"{ }"}
        </ToolButton>
        <ToolButton
          label={t("toolbar.link")}
          active={state.link}
          onClick={() => {
            setLinkValue((editor.getAttributes("link").href as string | undefined) ?? "");
            setLinkError(false);
            setPanel(panel === "link" ? null : "link");
          }}
        >
          <ToolIcon>
            <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
            <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.image")} onClick={() => fileInput.current?.click()}>
          <ToolIcon>
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="9" cy="9" r="2" />
            <path d="m21 15-5-5L5 21" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.undo")} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <ToolIcon>
            <path d="M9 14 4 9l5-5" />
            <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
          </ToolIcon>
        </ToolButton>
        <ToolButton label={t("toolbar.redo")} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <ToolIcon>
            <path d="m15 14 5-5-5-5" />
            <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
          </ToolIcon>
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("toolbar.image")}
          onChange={(event) => void chooseImage(event.currentTarget.files?.[0])}
        />
      </div>
      {panel === "link" ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
          <Field
            id={`${ids}-link`}
            label={t("toolbar.linkPrompt")}
            error={linkError ? t("toolbar.linkInvalid") : undefined}
            className="min-w-56 flex-1"
          >
            {(control) => (
              <input
                {...control}
                type="url"
                autoFocus
                value={linkValue}
                onChange={(event) => {
                  setLinkValue(event.target.value);
                  setLinkError(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyLink();
                  }
                  if (event.key === "Escape") setPanel(null);
                }}
              />
            )}
          </Field>
          <Button onClick={applyLink}>{t("toolbar.linkApply")}</Button>
          <Button variant="secondary" onClick={() => setPanel(null)}>
            {t("toolbar.linkCancel")}
          </Button>
        </div>
      ) : null}
      {panel === "image" ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2" aria-live="polite">
          {upload.state === "uploading" ? <p className="text-sm text-slate-700">{t("upload.uploading")}</p> : null}
          {upload.state === "error" ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {upload.error}
            </p>
          ) : null}
          {upload.state === "ready" && upload.image ? (
            <>
              <img src={upload.image.src} alt="" className="h-16 w-auto rounded" />
              <Field id={`${ids}-alt`} label={t("toolbar.imageAltPrompt")} className="min-w-56 flex-1">
                {(control) => (
                  <input
                    {...control}
                    autoFocus
                    value={alt}
                    maxLength={200}
                    onChange={(event) => setAlt(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === "Enter") {
                        event.preventDefault();
                        insertImage();
                      }
                    }}
                  />
                )}
              </Field>
              <Button onClick={insertImage}>{t("toolbar.imageInsert")}</Button>
            </>
          ) : null}
          <Button variant="secondary" onClick={() => setPanel(null)}>
            {t("toolbar.linkCancel")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
