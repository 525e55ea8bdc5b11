// Services announce that public content changed; caches (the page cache, settings) listen and
// drop what they hold. In-process only: with several instances, each clears its own on its own
// writes, and public pages carry short CDN lifetimes (see the page cache).
type Listener = () => void;
const listeners = new Set<Listener>();

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged() {
  for (const listener of listeners) listener();
}
