// Services announce that public content changed; caches (the page cache, settings) listen and
// drop what they hold. This process drops at once; with PostgreSQL the change relay
// (db/change-relay.server.ts) also tells every other instance and worker, which drop theirs.
type Listener = () => void;
const listeners = new Set<Listener>();
let broadcast: (() => void) | undefined;

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties this process's caches only: what a change announced by another instance does. */
export function dropCachedContent() {
  for (const listener of listeners) listener();
}

/** Called by a service after a change of public content has been committed. */
export function contentChanged() {
  dropCachedContent();
  broadcast?.();
}

/** How this process tells the others (set while the change relay runs). */
export function setContentBroadcast(send: (() => void) | undefined) {
  broadcast = send;
}
