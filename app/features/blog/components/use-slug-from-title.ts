// A new article's slug follows its English title until the slug is edited by hand (ADR 020); the
// server makes it from the title too when it comes empty (a form sent without JavaScript).
import { useRef, useState } from "react";
import { slugify } from "../article-form-schema";
import { setControlValue } from "./set-control-value";

/** The form's input handler: it sees every text field's edits as they bubble up. */
export function useSlugFromTitle(enabled: boolean, slugId: string) {
  const [edited, setEdited] = useState(!enabled);
  const filling = useRef(false);
  return function onInput(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement;
    if (target.name === "slug" && !filling.current) setEdited(true);
    if (target.name !== "en.title" || edited) return;
    const slug = document.getElementById(slugId);
    if (!(slug instanceof HTMLInputElement)) return;
    filling.current = true;
    try {
      setControlValue(slug, slugify(target.value));
    } finally {
      filling.current = false;
    }
  };
}
