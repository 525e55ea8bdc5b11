// What the testimonials and FAQ screens read from their address: the list, the add form (?add=1)
// or an entry's edit form (?edit=<id>), and which entry a save just stored (?saved= or ?created=).
import { entryId } from "./entry-form";

export type EntryScreenMode = "list" | "new" | "edit";

export function entryScreenParams<Entry extends { id: number }>(url: URL, entries: Entry[]) {
  const params = url.searchParams;
  const editId = entryId(params.get("edit") ?? "");
  const editing = editId === null ? null : (entries.find((entry) => entry.id === editId) ?? null);
  const mode: EntryScreenMode = editing ? "edit" : params.has("add") ? "new" : "list";
  const savedId = entryId(params.get("saved") ?? params.get("created") ?? "");
  const saved =
    savedId !== null && entries.some((entry) => entry.id === savedId) ? { id: savedId, created: params.has("created") } : null;
  return {
    mode,
    editing,
    saved,
    // An edit link to an entry someone has deleted since: the list, and a word about it.
    missing: params.has("edit") && !editing,
  };
}
