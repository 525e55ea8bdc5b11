// A public page keeps zod off its first load: its form's schema module loads when someone starts
// on the form, and a submit that comes first waits for it. One loader per schema module, shared
// by every copy of the form on the page; a module that could not load (offline) is not asked for
// again, and the form decides what that means (the server checks alone, or the form says so).
export interface LazySchema<Module> {
  /** The module once it has loaded, else null. */
  readonly current: Module | null;
  readonly failed: boolean;
  /** Starts loading (once); resolves with the module, or null when it could not be loaded. */
  load(): Promise<Module | null>;
}

export function lazySchema<Module>(importModule: () => Promise<Module>): LazySchema<Module> {
  let current: Module | null = null;
  let failed = false;
  let loading: Promise<Module | null> | undefined;
  return {
    get current() {
      return current;
    },
    get failed() {
      return failed;
    },
    load: () =>
      // zod's CSP setting first, so the schema module is built under it (lib/forms/zod-jitless.ts).
      (loading ??= import("~/lib/forms/zod-jitless").then(importModule).then(
        (module) => (current = module),
        () => {
          failed = true;
          return null;
        },
      )),
  };
}
