// Taking over the server's page in turns. Preact, which the browser build runs (ADR 072), hydrates
// the whole document in one task: on a slow phone that blocks taps for 150-200 ms. A part wrapped in
// <HydrationTurn> (one element) is left as the server rendered it during the first render and
// hydrated in a task of its own, the turns in the order they were met, so the page becomes
// interactive in short tasks; parts inside parts take their turns after their parent's. React
// slices its own hydration, so under React (the server, the dev server) a turn is simply its child.
// Parts mounted once hydration is over render at once.
import { type ReactElement, Suspense } from "react";

const enabled = typeof document !== "undefined" && import.meta.env.BROWSER_RUNTIME === "preact";
let hydrating = enabled;
let lastTurn: Promise<void> = Promise.resolve();
const turns = new Map<string, Promise<void> | "done">();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once every part has taken its turn and rendered, parts met inside other parts included
 * (app/entry.client.tsx calls it after the first render). From then on, parts render at once.
 */
export async function hydrationDone(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = lastTurn;
    await awaited;
    // The part's render (and the turns it meets) happens just after its promise settles.
    await nextTask();
  } while (awaited !== lastTurn);
  hydrating = false;
}

function Turn({ id, children }: { id: string; children: ReactElement }) {
  const turn = turns.get(id);
  if (turn === "done" || (!turn && !hydrating)) return children;
  if (turn) throw turn;
  // Preact keeps the element's server DOM while it waits, and hydrates it when the promise settles.
  const waiting = (lastTurn = lastTurn.then(nextTask).then(() => void turns.set(id, "done")));
  turns.set(id, waiting);
  throw waiting;
}

/** `id` names the part for the whole page's life: unique among the parts on a page. */
export function HydrationTurn({ id, children }: { id: string; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
