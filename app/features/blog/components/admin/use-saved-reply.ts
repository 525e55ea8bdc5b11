// Tells the screen once about each accepted save a form's fetcher brings back (re-renders of the
// same answer do not repeat it), so the screen's one status line can say what happened.
import { useEffect, useRef } from "react";
import type { CategoryReply, CategorySaved } from "../../category-form-schema";

export function useSavedReply(state: string, data: CategoryReply | undefined, onSaved: (saved: CategorySaved) => void) {
  const told = useRef<CategoryReply | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !data?.success || told.current === data) return;
    told.current = data;
    onSaved(data.success);
  }, [state, data, onSaved]);
}
