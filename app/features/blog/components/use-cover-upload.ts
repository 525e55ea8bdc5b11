// Uploading an article's cover image: the upload's phase for the live status line, and the error
// of a refused file (translated), which the field shows instead of the form's own.
import { useState } from "react";
import { useMessages } from "~/i18n/messages";
import { articleAdminMessages } from "../article-admin-messages";
import { uploadArticleImage } from "./upload-image";

export interface CoverUploadState {
  phase: "idle" | "uploading" | "done";
  error?: string;
}

/** `upload(input)` sends the chosen file, empties the input, and hands the image's address to `onUploaded`. */
export function useCoverUpload(onUploaded: (url: string) => void) {
  const { t } = useMessages(articleAdminMessages);
  const [state, setState] = useState<CoverUploadState>({ phase: "idle" });
  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setState({ phase: "uploading" });
    const result = await uploadArticleImage(file);
    input.value = "";
    if (result.ok) {
      onUploaded(result.image.src);
      setState({ phase: "done" });
    } else {
      setState({ phase: "idle", error: t(`errors.${result.error}`) });
    }
  }
  return { state, upload };
}
