// The editor's local autosave: while the form holds unsaved changes they are kept on this device
// about a second after the last keystroke (article-draft-store.ts); on opening the editor, a kept
// draft that differs from the loaded article is offered back; an accepted save drops it. A save
// that fails (no connection, server trouble) keeps it, so the text survives a reload too.
import { useCallback, useEffect, useRef, useState } from "react";
import type { FormResult } from "~/lib/forms/form-reply";
import type { ArticleFormInput } from "../article-form-schema";
import {
  type ArticleDraft,
  type ArticleDraftKey,
  browserStorage,
  draftValues,
  readDraft,
  removeDraft,
  sameValues,
  writeDraft,
} from "./article-draft-store";
import { editorFieldId, type ArticleEditorForm } from "./use-article-editor-form";

export const AUTOSAVE_DELAY_MS = 1000;

export interface ArticleAutosaveOptions {
  /** The form's state (conform's, through useArticleEditorForm). */
  form: ArticleEditorForm["form"];
  owner: string | undefined;
  article: number | "new";
  initial: ArticleFormInput;
  /** The revision the article was loaded at (edit only). */
  revision: string | undefined;
  /** The last submission's answer: a success drops the draft. */
  lastResult: FormResult | undefined;
  /** True right after the new-article screen created this article: its "new" draft is done with. */
  justCreated: boolean;
}

export type AutosaveOffer = { state: "offered" | "restored"; draft: ArticleDraft; stale: boolean };

export function useArticleAutosave({ form, owner, article, initial, revision, lastResult, justCreated }: ArticleAutosaveOptions) {
  const key: ArticleDraftKey = { owner, article };
  const keyRef = useRef(key);
  keyRef.current = key;
  const [offer, setOffer] = useState<AutosaveOffer | null>(null);
  // Until the kept draft has been read, nothing is written over it.
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const currentJson = JSON.stringify(draftValues(form.value));
  const latest = useRef({ json: currentJson, dirty: form.dirty, revision });
  latest.current = { json: currentJson, dirty: form.dirty, revision };

  // On opening (and on moving to another article): a draft that differs from what was loaded is offered.
  useEffect(() => {
    const storage = browserStorage();
    if (justCreated) removeDraft(storage, { owner, article: "new" });
    const draft = readDraft(storage, { owner, article });
    const loaded = draftValues(initial);
    if (draft && sameValues(draft.values, loaded)) removeDraft(storage, { owner, article });
    const offered = draft && !sameValues(draft.values, loaded) ? draft : null;
    setOffer(offered ? { state: "offered", draft: offered, stale: isStale(offered, revision) } : null);
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per article and person, as it opens
  }, [owner, article]);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { json, dirty, revision: base } = latest.current;
    if (!dirty) return;
    writeDraft(browserStorage(), keyRef.current, {
      savedAt: new Date().toISOString(),
      revision: base ?? null,
      values: JSON.parse(json) as ArticleDraft["values"],
    });
  }, []);

  // Each change, a second after the last one. A form back at its loaded values needs no draft,
  // unless one is still offered (the person has not chosen yet).
  useEffect(() => {
    if (!ready) return;
    if (form.dirty) {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, AUTOSAVE_DELAY_MS);
    } else if (!offer || offer.state === "restored") {
      clearTimeout(timer.current);
      removeDraft(browserStorage(), keyRef.current);
    }
  }, [ready, currentJson, form.dirty, offer, write]);

  // What was typed in the last second is kept when the page goes away.
  useEffect(() => {
    window.addEventListener("pagehide", write);
    return () => {
      window.removeEventListener("pagehide", write);
      clearTimeout(timer.current);
    };
  }, [write]);

  // An accepted save: the server has it now.
  useEffect(() => {
    if (lastResult?.status !== "success") return;
    clearTimeout(timer.current);
    removeDraft(browserStorage(), keyRef.current);
    setOffer(null);
  }, [lastResult]);

  function restore() {
    if (!offer) return;
    form.update({ value: offer.draft.values });
    setOffer({ ...offer, state: "restored" });
  }

  function discard() {
    removeDraft(browserStorage(), keyRef.current);
    setOffer(null);
    document.getElementById(editorFieldId("en.title"))?.focus();
  }

  /** As the form is sent: the draft holds exactly what was sent, in case the save fails. */
  const flush = write;

  return { offer, restore, discard, flush };
}

/** Kept at another revision than the one loaded: someone saved the article since. */
function isStale(draft: ArticleDraft, loaded: string | undefined): boolean {
  return Boolean(draft.revision && loaded && draft.revision !== loaded);
}
