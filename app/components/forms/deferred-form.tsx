// A form whose code loads after the page is interactive (ADR 083), as lazy-schema.ts does for a
// schema. The server renders it in full, and hydration keeps that HTML until the code is here: a
// submit before then is the plain form's post, as without JavaScript. Shown after a client-side
// navigation or an update, it holds the screen before it until the code is here, rather than
// showing the page without the form for a moment.
import { type ComponentType, type JSX, lazy, Suspense, use } from "react";

export interface DeferredForm<Props> {
  (props: Props): JSX.Element;
  /** Starts loading the code (once), for a form that is likely to be shown soon. */
  preload(): Promise<ComponentType<Props>>;
}

export function deferredForm<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { /** Start loading as soon as the module that declares it runs in the browser. */ eager?: boolean } = {},
): DeferredForm<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Loaded = lazy(async () => ({ default: await preload() }));
  function Form(props: Props) {
    return (
      <Suspense fallback={<HoldScreen until={preload()} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  if (options.eager && typeof document !== "undefined") void preload().catch(() => undefined);
  return Object.assign(Form, { preload });
}

/**
 * The fallback, which suspends too: React then looks further up, finds no boundary, and keeps the
 * screen as it was until the code is here (updates that render a page are transitions). Hydration
 * never renders it: it keeps the server's HTML instead.
 */
function HoldScreen({ until }: { until: Promise<unknown> }): null {
  use(until);
  return null;
}
