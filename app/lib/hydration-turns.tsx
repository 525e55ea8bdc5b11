// Taking over the server's page in turns. Preact, which the browser build runs (ADR 072), hydrates
// the whole document in one task: on a slow phone that blocks taps for 150-200 ms. A part wrapped in
// <HydrationTurn> (one element) is left as the server rendered it during the first render and
// hydrated in a task of its own, the turns in the order they were met, so the page becomes
// interactive in short tasks. React slices its own hydration, so under React (the server, the dev
// server) a turn is simply its child. Parts mounted after the first render render at once.
import { type ReactElement, Suspense } from "react";

const enabled = typeof document !== "undefined" && import.meta.env.BROWSER_RUNTIME === "preact";
let firstRender = enabled;
let lastTurn: Promise<void> = Promise.resolve();
const turns = new Map<string, Promise<void> | "done">();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Called once the first render has returned (app/entry.client.tsx); resolves when every part has
 * taken its turn and rendered.
 */
export function firstRenderDone(): Promise<void> {
  firstRender = false;
  return lastTurn.then(nextTask);
}

function Turn({ id, children }: { id: string; children: ReactElement }) {
  const turn = turns.get(id);
  if (turn === "done" || (!turn && !firstRender)) return children;
  if (turn) throw turn;
  // Preact keeps the element's server DOM while it waits, and hydrates it when the promise settles.
  const waiting = (lastTurn = lastTurn.then(nextTask).then(() => void turns.set(id, "done")));
  turns.set(id, waiting);
  throw waiting;
}

/** `id` names the part for the whole page's life (one per place in the layout). */
export function HydrationTurn({ id, children }: { id: string; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
