// The browser build's `react` (scripts/lib/browser-runtime.ts resolves it here for the client build
// only; the server and the dev server run React 19). preact/compat covers almost every API the app
// and its libraries import; what it lacks is added here, with the two hooks that let Preact hydrate
// React's HTML (document-root.ts, hydration-ids.ts). ADR 072.
import { useCallback, useState } from "preact/compat";

import "./document-root";
import "./hydration-ids";

// preact/compat declares its types with `export =`, which `export *` cannot re-export; the build
// (rolldown) reads the ES module, whose named exports this forwards.
// @ts-expect-error TS2498
export * from "preact/compat";
export { default } from "preact/compat";

type Reducer<State, Action> = (state: State, action: Action) => State;

/**
 * React 19's useOptimistic, without transitions: Preact renders updates as they come, so the
 * optimistic value is simply the latest one set, until the value passed in changes. React Router
 * imports it for its `useTransitions` mode, which this app does not turn on.
 */
export function useOptimistic<State, Action = State>(
  passthrough: State,
  reducer?: Reducer<State, Action>,
): [State, (action: Action) => void] {
  const [optimistic, setOptimistic] = useState({ base: passthrough, value: passthrough });
  const add = useCallback(
    (action: Action) =>
      setOptimistic((previous) => ({
        base: previous.base,
        value: reducer
          ? reducer(previous.value, action)
          : typeof action === "function"
            ? (action as (state: State) => State)(previous.value)
            : (action as unknown as State),
      })),
    [reducer],
  );
  return [optimistic.base === passthrough ? optimistic.value : passthrough, add];
}
